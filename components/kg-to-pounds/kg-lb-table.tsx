import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { formatContentNumber, formatNumber, NUMBER_STYLES } from '@/lib/format/number';
import { kgLbTableRows, type KgLbRow } from '@/lib/kg-to-pounds';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** Kilograms 1 to 200 and their pounds to three decimals, in two columns when there is room. */
export async function KgLbTable({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'KgToPounds' });
  const rows = kgLbTableRows();
  const half = Math.ceil(rows.length / 2);
  const column = (part: readonly KgLbRow[]) => (
    <Table aria-labelledby="kg-lb-table" className="[&_td]:px-4 [&_th]:px-4">
      <TableHeader className="bg-slate-50">
        <TableRow>
          <TableHead>{t('tableKilograms')}</TableHead>
          <TableHead className="text-right">{t('tablePounds')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {part.map((row) => (
          <TableRow key={row.kilograms}>
            <TableCell>{formatContentNumber(row.kilograms, locale)}</TableCell>
            <TableCell className="text-right">{formatNumber(row.pounds, locale, NUMBER_STYLES.poundsColumn)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
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
