import { roundTo } from '@/lib/format/round';
import { convert } from '@/lib/units';
import { POUND_TABLE_DECIMALS, QUICK_KILOGRAMS, TABLE_RANGES } from './constants';

/** Kilograms to pounds, by the unit engine. */
export function kilogramsToPounds(kilograms: number): number {
  return convert('weight', 'kg', 'lb', kilograms);
}

/** Pounds to kilograms, by the unit engine. */
export function poundsToKilograms(pounds: number): number {
  return convert('weight', 'lb', 'kg', pounds);
}

export interface KgLbRow {
  readonly kilograms: number;
  /** Rounded to POUND_TABLE_DECIMALS. */
  readonly pounds: number;
}

function row(kilograms: number): KgLbRow {
  return { kilograms, pounds: roundTo(kilogramsToPounds(kilograms), POUND_TABLE_DECIMALS) };
}

/** The kilograms the table lists: 1–9, 10–45 by 5, 50–200 by 10. */
export function tableKilograms(): number[] {
  return TABLE_RANGES.flatMap(({ from, below, step }) => {
    const values: number[] = [];
    for (let kilograms = from; kilograms < below; kilograms += step) values.push(kilograms);
    return values;
  });
}

export function kgLbTableRows(): KgLbRow[] {
  return tableKilograms().map(row);
}

export function quickRows(): KgLbRow[] {
  return QUICK_KILOGRAMS.map(row);
}
