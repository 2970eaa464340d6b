import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringSize } from '@/lib/units/categories/ring-size';
import { shoeSize } from '@/lib/units/categories/shoe-size';
import { convert, getConverter, type NumberConverter } from '@/lib/units/convert';
import { convertInput } from '@/lib/units/convert-input';
import { InvalidNumberError, SizeRangeError } from '@/lib/units/errors';
import { letterSize, readLetterSize } from '@/lib/units/size-notation';
import type { TableCategoryDef } from '@/lib/units/types';

const charts: readonly TableCategoryDef[] = [shoeSize, ringSize];

/** A chart with any two of its systems and any row. */
function rowsAndPairs(chart: TableCategoryDef) {
  const column = fc.integer({ min: 0, max: chart.units.length - 1 });
  return fc.tuple(fc.integer({ min: 0, max: chart.rows.length - 1 }), column, column);
}

describe.each(charts.map((chart) => [chart.id, chart] as const))('the %s chart', (id, chart) => {
  it('has one size per system on every row, each column strictly increasing', () => {
    for (const row of chart.rows) expect(row).toHaveLength(chart.units.length);
    for (const [column, unit] of chart.units.entries()) {
      const sizes = chart.rows.map((row) => row[column]!);
      for (let i = 1; i < sizes.length; i += 1) expect(sizes[i]!, `${unit.id} row ${i}`).toBeGreaterThan(sizes[i - 1]!);
    }
  });

  it('converts a size on the chart to the same row in any system, and back', () => {
    fc.assert(
      fc.property(rowsAndPairs(chart), ([row, a, b]) => {
        const [from, to] = [chart.units[a]!.id, chart.units[b]!.id];
        const there = convert(id, from, to, chart.rows[row]![a]!);
        expect(there).toBe(chart.rows[row]![b]);
        expect(convert(id, to, from, there)).toBe(chart.rows[row]![a]);
      }),
    );
  });

  it('gives the nearer row for a value between two rows, the larger one when halfway', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: chart.rows.length - 2 }), fc.double({ min: 0.01, max: 0.99, noNaN: true }), (row, share) => {
        const [lower, upper] = [chart.rows[row]!, chart.rows[row + 1]!];
        const value = lower[0]! + (upper[0]! - lower[0]!) * share;
        const nearest = share < 0.5 ? lower : upper;
        const to = chart.units[1]!.id;
        expect(convert(id, chart.units[0]!.id, to, value)).toBe(nearest[1]);
      }),
    );
    const [lower, upper] = [chart.rows[3]!, chart.rows[4]!];
    expect(convert(id, chart.units[0]!.id, chart.units[1]!.id, (lower[0]! + upper[0]!) / 2)).toBe(upper[1]);
  });

  it('refuses a value outside the chart with its own error, and a value that is not a number', () => {
    const [first, last] = [chart.rows[0]![0]!, chart.rows[chart.rows.length - 1]![0]!];
    const unit = chart.units[0]!.id;
    const other = chart.units[1]!.id;
    fc.assert(
      fc.property(fc.oneof(fc.double({ max: first - 0.01, noNaN: true }), fc.double({ min: last + 0.01, noNaN: true })), (value) => {
        expect(() => convert(id, unit, other, value)).toThrow(value - value === 0 ? SizeRangeError : InvalidNumberError);
      }),
    );
    expect(() => convert(id, unit, other, Number.NaN)).toThrow(InvalidNumberError);
  });

  it('agrees with its converter function', () => {
    fc.assert(
      fc.property(rowsAndPairs(chart), ([row, a, b]) => {
        const [from, to] = [chart.units[a]!.id, chart.units[b]!.id];
        const converter = getConverter(id, from, to) as NumberConverter;
        expect(converter(chart.rows[row]![a]!)).toBe(convert(id, from, to, chart.rows[row]![a]!));
      }),
    );
  });
});

describe('a typed size', () => {
  it('answers with the nearest size and says which two it lies between', () => {
    const answer = convertInput({ category: 'shoe-size', from: 'eu', to: 'us_men', input: '42.2', locale: 'en' });
    expect(answer).toMatchObject({ ok: true, result: 9, formatted: '9', exact: false, between: { lower: 42, upper: 42.5 } });
  });

  it('is exact on a row of the chart, with halves written as charts write them', () => {
    const answer = convertInput({ category: 'shoe-size', from: 'eu', to: 'us_men', input: '40,5', locale: 'de' });
    expect(answer).toMatchObject({ ok: true, result: 8, exact: true });
    expect(answer).not.toHaveProperty('between');
    expect(convertInput({ category: 'shoe-size', from: 'uk', to: 'us_women', input: '6', locale: 'en' })).toMatchObject({
      formatted: '8½',
      plain: '8.5',
    });
  });

  it('outside the chart fails with SIZE_OUT_OF_RANGE, never a crash', () => {
    expect(convertInput({ category: 'shoe-size', from: 'eu', to: 'uk', input: '20', locale: 'en' })).toMatchObject({
      ok: false,
      error: 'SIZE_OUT_OF_RANGE',
    });
    expect(convertInput({ category: 'ring-size', from: 'us', to: 'uk', input: '1e300', locale: 'en' })).toMatchObject({
      ok: false,
      error: 'SIZE_OUT_OF_RANGE',
    });
  });

  it('reads and writes British ring letters, half letters and the sizes past Z', () => {
    expect(convertInput({ category: 'ring-size', from: 'us', to: 'uk', input: '7', locale: 'en' })).toMatchObject({
      formatted: 'N½',
      plain: 'N½',
    });
    expect(convertInput({ category: 'ring-size', from: 'uk', to: 'us', input: 'n 1/2', locale: 'en' })).toMatchObject({ result: 7 });
    expect(convertInput({ category: 'ring-size', from: 'uk', to: 'us', input: 'Z+1', locale: 'fr' })).toMatchObject({ result: 13 });
    const column = ringSize.units.findIndex((unit) => unit.id === 'uk');
    for (const row of ringSize.rows) expect(readLetterSize(letterSize(row[column]!)!)).toBe(row[column]);
  });
});
