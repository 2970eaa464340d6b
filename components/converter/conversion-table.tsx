import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Locale } from '@/i18n/locales';
import { sentenceNames } from '@/lib/format/sentence-names';
import { conversionTableRows, fractionColumn, splitColumns, tableRowCells, type TableRow as Row } from '@/lib/converter/panels';
import { getCategory, type CategoryId } from '@/lib/units/catalogue';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Rates } from '@/lib/units/currency';
import { useUnitNames } from './use-unit-names';

export interface ConversionTableProps {
  category: CategoryId;
  from: string;
  to: string;
  /** Values people look up for this pair (a pair page's common conversions), in the `from` unit. */
  known?: readonly number[];
  /** Currency: the day's rates (lib/units/currency). */
  rates?: Rates;
  /** Currency: the rates are still on their way ("Loading exchange rates…"). */
  loading?: boolean;
}

function Column({
  rows,
  headers,
  labelledBy,
  format,
}: {
  rows: readonly Row[];
  headers: readonly string[];
  labelledBy: string;
  format: (row: Row) => readonly string[];
}) {
  if (rows.length === 0) return null;
  return (
    <Table aria-labelledby={labelledBy}>
      <TableHeader>
        <TableRow>
          {headers.map((header, index) => (
            <TableHead key={index}>{header}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          // Two known values may round to the same text; the list never reorders, so the index is stable.
          <TableRow key={index}>
            {format(row).map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ConversionTableBody({ category, from, to, known, rates, loading = false }: ConversionTableProps) {
  const t = useTranslations('ConversionTable');
  const locale = useLocale();
  const names = useUnitNames(category);
  const titleId = useId();
  // Lengths in inches or feet add the same value as a tape measure reads it ("≈ 11 13/16").
  const fraction = fractionColumn(category, from, to);
  const headers = [names.label(from), names.label(to)];
  if (fraction !== undefined) headers.push(t('fraction', { unit: names.name(fraction.unit), denominator: fraction.denominator }));
  const format = (row: Row) => tableRowCells(row, { category, from, to, locale });
  const [left, right] = splitColumns(loading ? [] : conversionTableRows({ category, from, to, known, rates }));
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('title', sentenceNames(names.name(from), names.name(to), category, locale as Locale))}
      </h2>
      {loading ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <div className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2">
          <Column rows={left} headers={headers} labelledBy={titleId} format={format} />
          <Column rows={right} headers={headers} labelledBy={titleId} format={format} />
        </div>
      )}
    </section>
  );
}

/**
 * Common values of one unit in another: the standard values
 * when fewer than ten are known, rounded to 4 decimals, ascending, at most 20, in two columns.
 * Compound units show their parts; inches and feet also show the nearest 1/16.
 * Currency waits for the day's rates ("Loading exchange rates…").
 *
 * Renders on the server and in the browser alike (no 'use client': next-intl's hooks, useId and
 * useMemo work in server components): a category or pair page renders it on the server for its
 * own units, and CategoryConverter's client panels (./unit-panels.tsx) for the units a visitor picks
 * and for currency, whose rates come to the browser. Same units, same markup.
 */
export function ConversionTable(props: ConversionTableProps) {
  if (getCategory(props.category) === undefined) return null;
  return <ConversionTableBody {...props} />;
}
