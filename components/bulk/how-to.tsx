import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { labelColon } from '@/lib/format/typography';
import { MAX_FILE_MB } from '@/lib/bulk';

const steps = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6'] as const;

/** The six-step how-to and its note. */
export function HowTo() {
  const t = useTranslations('BulkConvert');
  const locale = useLocale() as Locale;
  return (
    <section className="mt-10 max-w-3xl">
      <h2 className="text-xl font-semibold text-slate-900">{t('howToTitle')}</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed text-slate-700 marker:font-semibold marker:text-brand-700">
        {steps.map((step) => (
          <li key={step}>{t(step, { max: MAX_FILE_MB })}</li>
        ))}
      </ol>
      <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-slate-800">
        <strong className="font-semibold">{labelColon(t('noteTitle'), locale)}</strong> {t('note')}
      </div>
    </section>
  );
}
