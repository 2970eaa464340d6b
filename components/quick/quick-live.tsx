'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useMemo } from 'react';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import { recordConversion } from '@/components/history/use-history';
import type { Locale } from '@/i18n/locales';
import { labelColon } from '@/lib/format/typography';
import { convertReading, readQuery } from '@/lib/quick';
import type { QuickConversion } from '@/lib/quick/types';
import { writtenAmount } from '@/lib/quick/written';
import { cn } from '@/components/ui/cn';
import { QuickAnswerView } from './quick-answer';
import { useDefinedUnits } from './use-defined-units';

/** How long the text must rest before its conversion joins the visitor's history. */
const RECORD_DELAY_MS = 1500;
const EXAMPLES = ['example1', 'example2', 'example3'] as const;

export interface QuickLiveProps {
  text: string;
  locale: Locale;
  /** The live region's id and classes, as the box renders it before this part has loaded. */
  statusClassName: string;
  tone: 'light' | 'dark';
  /** A visitor picked an example after a failed reading: it becomes the box's text. */
  onExample: (text: string) => void;
}

/**
 * What the quick-convert box does once someone uses it (QuickConvertBox loads this module when its
 * field is focused or typed into): reads the text, fetches the day's rates when it names
 * currencies, answers in the live region, offers examples after a failed reading, and records the
 * answer in the visitor's history once the text rests. Units the visitor keeps are read by name.
 */
export function QuickLive({ text, locale, statusClassName, tone, onExample }: QuickLiveProps) {
  const t = useTranslations('QuickConvert');
  const defined = useDefinedUnits();
  const reading = useMemo(() => (text.trim() === '' ? null : readQuery(text, locale, { defined })), [text, locale, defined]);
  const needsRates = reading?.ok === true && reading.category === 'currency';
  const { rates, isLoading, error } = useCurrencyRates(needsRates);
  const conversion: QuickConversion | null = useMemo(() => {
    if (reading === null) return null;
    if (!reading.ok) return reading;
    if (needsRates && rates === undefined) return error === undefined ? null : convertReading(reading, { locale });
    return convertReading(reading, { locale, rates, defined });
  }, [reading, needsRates, rates, error, locale, defined]);

  useEffect(() => {
    if (conversion === null || !conversion.ok || conversion.reading.ingredient !== undefined) return;
    const { reading: read, answers } = conversion;
    const main = answers[0];
    if (main === undefined) return;
    const timer = setTimeout(() => {
      // As the visitor reads them: "5 ft 8 in", not 5.666666666666667 of "ft + in"; the card reads them back.
      void recordConversion({
        category: read.category,
        from: read.from,
        to: read.to,
        value: writtenAmount(read.value, read.category, read.from, locale),
        result: writtenAmount(main.result, read.category, read.to, locale, main.formatted),
      });
    }, RECORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [conversion, locale]);

  const failed = conversion !== null && !conversion.ok && conversion.error !== 'EMPTY';
  const dark = tone === 'dark';
  return (
    <>
      <div
        role="status"
        aria-live="polite"
        className={cn(statusClassName, conversion !== null && 'bg-white px-3 py-2 text-slate-900 shadow-sm')}
      >
        {needsRates && isLoading && conversion === null ? <p>{t('loading')}</p> : null}
        {conversion !== null ? (
          <Suspense fallback={null}>
            <QuickAnswerView conversion={conversion} locale={locale} defined={defined} />
          </Suspense>
        ) : null}
      </div>
      {failed ? (
        <div className={cn('flex flex-wrap items-center gap-2 text-sm', dark ? 'text-white' : 'text-slate-800')}>
          <span>{labelColon(t('examples'), locale)}</span>
          {EXAMPLES.map((key) => (
            <button
              key={key}
              type="button"
              onClick={() => onExample(t(key))}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 hover:bg-slate-50"
            >
              {t(key)}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
