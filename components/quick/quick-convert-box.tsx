'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import { recordConversion } from '@/components/history/use-history';
import { Input } from '@/components/ui/input';
import type { Locale } from '@/i18n/locales';
import type { QuickConversion } from '@/lib/quick/types';
import { cn } from '@/lib/utils/cn';

type QuickModule = typeof import('@/lib/quick');

/* The answer's view (links to converters, compound amounts) comes with the first answer, like the parser. */
const QuickAnswerView = lazy(() => import('./quick-answer').then((module) => ({ default: module.QuickAnswerView })));

/** How long the text must rest before its conversion joins the visitor's history. */
const RECORD_DELAY_MS = 1500;
const EXAMPLES = ['example1', 'example2', 'example3'] as const;

/**
 * "Quick convert": a text field that answers as the visitor types ("5 ft 3 in to cm"), in a live
 * region inside the same form, with a link to the matching converter. The parser and the answer's
 * view are loaded only when the field is focused or typed into, so pages do not carry them until
 * someone uses it.
 */
export function QuickConvertBox({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const t = useTranslations('QuickConvert');
  const locale = useLocale() as Locale;
  const id = useId();
  const [text, setText] = useState('');
  const [quick, setQuick] = useState<QuickModule | null>(null);
  const loading = useRef(false);

  function load() {
    if (loading.current) return;
    loading.current = true;
    void import('./quick-answer');
    import('@/lib/quick').then(setQuick, () => {
      loading.current = false;
    });
  }

  const reading = useMemo(() => (quick === null || text.trim() === '' ? null : quick.readQuery(text, locale)), [quick, text, locale]);
  const needsRates = reading?.ok === true && reading.category === 'currency';
  const { rates, isLoading, error } = useCurrencyRates(needsRates);
  const conversion: QuickConversion | null = useMemo(() => {
    if (quick === null || reading === null) return null;
    if (!reading.ok) return reading;
    if (needsRates && rates === undefined) return error === undefined ? null : quick.convertReading(reading, { locale });
    return quick.convertReading(reading, { locale, rates });
  }, [quick, reading, needsRates, rates, error, locale]);

  useEffect(() => {
    if (conversion === null || !conversion.ok || conversion.reading.ingredient !== undefined) return;
    const { reading: read, answers } = conversion;
    const main = answers[0];
    if (main === undefined) return;
    const timer = setTimeout(() => {
      void recordConversion({
        category: read.category,
        from: read.from,
        to: read.to,
        value: typeof read.value === 'number' ? String(read.value) : read.value,
        result: main.formatted,
      });
    }, RECORD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [conversion]);

  const failed = conversion !== null && !conversion.ok && conversion.error !== 'EMPTY';
  const dark = tone === 'dark';
  return (
    <form
      className={cn('flex flex-col gap-2', className)}
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby={`${id}-label`}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className={cn('text-sm font-semibold', dark ? 'text-white' : 'text-slate-900')}>
        {t('label')}
      </label>
      <Input
        id={`${id}-input`}
        type="text"
        value={text}
        onFocus={load}
        onChange={(event) => {
          load();
          setText(event.target.value);
        }}
        placeholder={t('placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="done"
        aria-describedby={`${id}-hint`}
        bare
        className="h-12 w-full px-3 text-base placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
      />
      <p id={`${id}-hint`} className={cn('text-sm', dark ? 'text-brand-50' : 'text-slate-600')}>
        {t('hint')}
      </p>
      <div
        role="status"
        aria-live="polite"
        className={cn('min-h-6 rounded-md', conversion !== null && 'bg-white px-3 py-2 text-slate-900 shadow-sm')}
      >
        {needsRates && isLoading && conversion === null ? <p>{t('loading')}</p> : null}
        {conversion !== null ? (
          <Suspense fallback={null}>
            <QuickAnswerView conversion={conversion} locale={locale} />
          </Suspense>
        ) : null}
      </div>
      {failed ? (
        <div className={cn('flex flex-wrap items-center gap-2 text-sm', dark ? 'text-white' : 'text-slate-800')}>
          <span>{t('examples')}:</span>
          {EXAMPLES.map((key) => (
            <button
              key={key}
              type="button"
              onClick={() => setText(t(key))}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 hover:bg-slate-50"
            >
              {t(key)}
            </button>
          ))}
        </div>
      ) : null}
    </form>
  );
}
