import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  conversionTableRows,
  fractionCellText,
  fractionColumn,
  MIN_KNOWN_ROWS,
  MAX_TABLE_ROWS,
  presetTableValues,
  tableRowCells,
  type FractionColumn,
} from '@/lib/converter/panels';
import { convert, readValue } from '@/lib/units';
import { locales } from '../content/helpers';

/** The compound pairs with their own rows, and the decimals the smaller part is shown to. */
const COMPOUND_PAIRS = [
  ['length', 'cm', 'ft_in'],
  ['length', 'ft_in', 'cm'],
  ['weight', 'kg', 'st_lb'],
  ['weight', 'st_lb', 'kg'],
  ['weight', 'kg', 'lb_oz'],
  ['weight', 'lb_oz', 'kg'],
] as const;
/** Half a hundredth of the smaller part (the parts are shown to 2 decimals), in the larger part's unit. */
const PER = { ft_in: 12, st_lb: 14, lb_oz: 16 } as const;

/** "≈ 11 13/16", "-1 1/2", "3/4", "12" back to a number. */
function readFraction(text: string): number {
  const match = /^(?:≈ )?(-?)(?:(\d+)(?: |$))?(?:(\d+)\/(\d+))?$/.exec(text);
  if (match === null) throw new Error(`Not a fraction: ${text}`);
  const [, sign, whole = '0', numerator = '0', denominator = '1'] = match;
  return (sign === '-' ? -1 : 1) * (Number(whole) + Number(numerator) / Number(denominator));
}

describe('compound pair tables', () => {
  it.each(COMPOUND_PAIRS)('%s %s → %s lists its own rows, ten to twenty, ascending', (category, from, to) => {
    const values = presetTableValues(category, from, to)!;
    expect(values.length).toBeGreaterThanOrEqual(MIN_KNOWN_ROWS);
    expect(values.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
    expect(conversionTableRows({ category, from, to }).map((row) => row.from)).toEqual(values);
  });

  it('keeps the standard rows for other pairs', () => {
    expect(presetTableValues('length', 'cm', 'in')).toBeUndefined();
    expect(conversionTableRows({ category: 'length', from: 'cm', to: 'in' })[0]).toMatchObject({ from: 1 });
  });

  it('writes heights in feet and inches: 170 cm is 5 ft 6.93 in; 4 ft 10 in to 6 ft 6 in every two inches', () => {
    const cells = (from: string, to: string) =>
      conversionTableRows({ category: 'length', from, to }).map((row) =>
        tableRowCells(row, { category: 'length', from, to, locale: 'en' }),
      );
    expect(cells('cm', 'ft_in')).toContainEqual(['170', '5 ft 6.93 in']);
    const heights = cells('ft_in', 'cm');
    expect(heights[0]).toEqual(['4 ft 10 in', '147.32']);
    expect(heights.at(-1)).toEqual(['6 ft 6 in', '198.12']);
    expect(heights.map(([height]) => height)).toContain('6 ft 0 in');
  });

  it('writes body weights in stone and pounds, 8 st to 16 st', () => {
    const rows = conversionTableRows({ category: 'weight', from: 'st_lb', to: 'kg' });
    const cells = rows.map((row) => tableRowCells(row, { category: 'weight', from: 'st_lb', to: 'kg', locale: 'de' }));
    expect(cells[0]).toEqual(['8 st 0 lb', '50,8023']);
    expect(cells[1]![0]).toBe('8 st 7 lb');
    expect(cells.at(-1)![0]).toBe('16 st 0 lb');
  });

  it.each(locales)('reads back in %s within the precision shown (a compound part to 2 decimals)', (locale) => {
    for (const [category, from, to] of COMPOUND_PAIRS) {
      const compound = from === 'cm' || from === 'kg' ? to : from;
      const tolerance = 0.005 / PER[compound] + 1e-9;
      for (const row of conversionTableRows({ category, from, to })) {
        if (row.kind !== 'number') continue;
        const [fromText, toText] = tableRowCells(row, { category, from, to, locale });
        const [text, value] = compound === to ? [toText!, row.to] : [fromText!, row.from];
        const read = readValue(text, locale, { category, unit: compound });
        expect(read.ok, `${locale} "${text}"`).toBe(true);
        if (read.ok) expect(Math.abs(read.value - value), `${locale} "${text}"`).toBeLessThanOrEqual(tolerance);
        expect(row.to).toBe(convert(category, from, to, row.from));
      }
    }
  });
});

describe('the fraction column of lengths in inches or feet', () => {
  it('shows answers in inches or feet; inches looked up (round rows), other lengths and categories have none', () => {
    expect(fractionColumn('length', 'cm', 'in')).toEqual({ side: 'to', unit: 'in', denominator: 16 });
    expect(fractionColumn('length', 'in', 'cm')).toBeUndefined();
    expect(fractionColumn('length', 'ft', 'in')).toMatchObject({ side: 'to', unit: 'in' });
    expect(fractionColumn('length', 'm', 'ft')).toMatchObject({ side: 'to', unit: 'ft' });
    expect(fractionColumn('length', 'cm', 'm')).toBeUndefined();
    expect(fractionColumn('length', 'cm', 'ft_in')).toBeUndefined();
    expect(fractionColumn('weight', 'lb', 'oz')).toBeUndefined();
  });

  it('adds a third cell to each row: 30 cm ≈ 11 13/16 in, 2.54 cm is exactly 1 in', () => {
    const row = (value: number) =>
      tableRowCells(
        { kind: 'number', from: value, to: convert('length', 'cm', 'in', value) },
        { category: 'length', from: 'cm', to: 'in', locale: 'fr' },
      );
    expect(row(30)).toEqual(['30', '11,811', '≈ 11 13/16']);
    expect(row(2.54)).toEqual(['2,54', '1', '1']);
    expect(tableRowCells({ kind: 'number', from: 2, to: 0.6096 }, { category: 'length', from: 'ft', to: 'm', locale: 'en' })).toEqual([
      '2',
      '0.6096',
    ]);
  });

  const column: FractionColumn = { side: 'to', unit: 'in', denominator: 16 };
  it('is within half of 1/16 of the value, and marked ≈ exactly when it is not the value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        const text = fractionCellText(value, column, 'length', 'en');
        const shown = readFraction(text);
        expect(Math.abs(shown - value)).toBeLessThanOrEqual(1 / 32 + 1e-9);
        expect(text.startsWith('≈ ')).toBe(shown !== value);
      }),
    );
  });

  it('is the same in every language (ruler fractions have no decimal separator)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (value) => {
        const texts = locales.map((locale) => fractionCellText(value, column, 'length', locale));
        expect(new Set(texts).size).toBe(1);
      }),
    );
  });
});
