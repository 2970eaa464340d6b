'use client';

// TEMP stand-in for the currency branch's RatesNote (same props); the lead drops this commit on merge.
import { useLocale } from 'next-intl';
import { intlLocale } from '@/i18n/languages';

export function RatesNote({ lastUpdated }: { lastUpdated: number | undefined }) {
  const locale = useLocale();
  if (lastUpdated === undefined) return <p className="text-xs text-slate-600">for reference only</p>;
  const date = new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(lastUpdated * 1000);
  return (
    <p className="text-xs text-slate-600">
      Rates updated {date} · for reference only
    </p>
  );
}
