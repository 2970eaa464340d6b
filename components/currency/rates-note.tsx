import { useLocale, useTranslations } from 'next-intl';
import { formatRatesDate } from '@/lib/currency/rates-date';
import { cn } from '@/components/ui/cn';

export interface RatesNoteProps {
  /** Day of the rates in seconds since the epoch, as useCurrencyRates gives it. */
  readonly lastUpdated: number | undefined;
  /** While the rates load, the note says so instead (tables show this in their place). */
  readonly isLoading?: boolean;
  readonly className?: string;
}

/**
 * "Rates updated November 20, 2026 · for reference only" under currency conversions; "Loading
 * exchange rates..." meanwhile; a plain notice when the rates could not be loaded (the converter
 * then counts every rate as 1, so conversions never stop).
 */
export function RatesNote({ lastUpdated, isLoading = false, className }: RatesNoteProps) {
  const t = useTranslations('CurrencyRates');
  const locale = useLocale();
  const classes = cn('text-sm text-slate-600', className);
  if (isLoading) return <p className={classes}>{t('loading')}</p>;
  if (lastUpdated === undefined) return <p className={classes}>{t('unavailable')}</p>;
  return (
    <p className={classes}>
      {/* The no-break space keeps the dot with the date when a narrow screen wraps the line. */}
      {t('updated', { date: formatRatesDate(lastUpdated, locale) })}
      {'\u00a0· '}
      {t('referenceOnly')}
    </p>
  );
}
