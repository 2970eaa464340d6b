import type { Locale } from '@/i18n/locales';
import { getCategory } from '@/lib/units/catalogue';
import { writtenSize } from '@/lib/units/size-notation';
import { unitSymbol } from '@/lib/units/symbols';

/** The first and last size of a unit's column in its chart ("EU 35", "EU 48½"), for the "outside the chart" message. */
export function chartRange(category: string, unit: string, locale: Locale): { min: string; max: string } {
  const chart = getCategory(category);
  const column = chart?.kind === 'table' ? chart.units.findIndex((candidate) => candidate.id === unit) : -1;
  if (chart?.kind !== 'table' || column === -1) return { min: '', max: '' };
  const symbol = unitSymbol(chart.id, unit, locale);
  const written = (row: readonly number[]) => writtenSize(chart.id, unit, row[column]!, symbol, locale) ?? '';
  return { min: written(chart.rows[0]!), max: written(chart.rows[chart.rows.length - 1]!) };
}
