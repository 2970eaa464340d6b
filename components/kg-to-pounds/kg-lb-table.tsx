import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatContentNumber, formatNumber, NUMBER_STYLES } from '@/lib/format/number';
import { kgLbTableRows, type KgLbRow } from '@/lib/kg-to-pounds';

/** Kilograms 1 to 200 and their pounds to three decimals, in two columns when there is room. */
export async function KgLbTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'KgToPounds' });
  const rows = kgLbTableRows();
  const half = Math.ceil(rows.length / 2);
  const column = (part: readonly KgLbRow[]) => (
    <table aria-labelledby="kg-lb-table" className="w-full border-collapse text-sm">
      <thead className="bg-slate-50">
        <tr className="text-left">
          <th scope="col" className="px-4 py-2 font-semibold">
            {t('tableKilograms')}
          </th>
          <th scope="col" className="px-4 py-2 text-right font-semibold">
            {t('tablePounds')}
          </th>
        </tr>
      </thead>
      <tbody>
        {part.map((row) => (
          <tr key={row.kilograms} className="border-t border-slate-100">
            <td className="px-4 py-1.5 tabular-nums">{formatContentNumber(row.kilograms, locale)}</td>
            <td className="px-4 py-1.5 text-right tabular-nums">{formatNumber(row.pounds, locale, NUMBER_STYLES.poundsColumn)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby="kg-lb-table" className="flex flex-col gap-4">
      <h2 id="kg-lb-table" className="text-xl font-semibold text-slate-900">
        {t('tableTitle')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">{column(rows.slice(0, half))}</div>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">{column(rows.slice(half))}</div>
      </div>
    </section>
  );
}
