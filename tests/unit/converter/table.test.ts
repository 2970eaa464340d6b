import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionTableRows, MAX_TABLE_ROWS, splitColumns, STANDARD_TABLE_VALUES, tableValues } from '@/lib/converter/panels';
import { convert } from '@/lib/units';

describe('conversion table values', () => {
  it('lists the standard values when no rows are known', () => {
    expect(tableValues()).toEqual([1, 2, 5, 10, 25, 50, 75, 100, 250, 500]);
    expect(tableValues()).toEqual([...STANDARD_TABLE_VALUES]);
  });

  it('adds the standard values below ten known rows, without repeats, sorted ascending', () => {
    expect(tableValues([3, 100, 0.5])).toEqual([0.5, 1, 2, 3, 5, 10, 25, 50, 75, 100, 250, 500]);
  });

  it('keeps ten or more known rows as they are, sorted', () => {
    const known = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3];
    expect(tableValues(known)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('never lists more than twenty rows, and always ascending without repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true }), { maxLength: 60 }), (known) => {
        const values = tableValues(known);
        expect(values.length).toBeLessThanOrEqual(MAX_TABLE_ROWS);
        expect(new Set(values).size).toBe(values.length);
        for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
        for (const value of values) expect(Number.isFinite(value)).toBe(true);
      }),
    );
  });
});

describe('conversion table rows', () => {
  it('computes each row with the engine', () => {
    const rows = conversionTableRows({ category: 'length', from: 'in', to: 'cm' });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ kind: 'number', from: 1, to: 2.54 });
    for (const row of rows) {
      if (row.kind === 'number') expect(row.to).toBe(convert('length', 'in', 'cm', row.from));
    }
  });

  it('converts currency with the given rates', () => {
    const rows = conversionTableRows({ category: 'currency', from: 'usd', to: 'eur', rates: { EUR: 0.9 } });
    expect(rows[3]).toEqual({ kind: 'number', from: 10, to: 9 });
  });

  it('shows number bases as digits of both bases', () => {
    const rows = conversionTableRows({ category: 'numeric', from: 'dec', to: 'bin' });
    expect(rows.slice(0, 3)).toEqual([
      { kind: 'digits', from: '1', to: '1' },
      { kind: 'digits', from: '2', to: '10' },
      { kind: 'digits', from: '5', to: '101' },
    ]);
    expect(conversionTableRows({ category: 'numeric', from: 'hex', to: 'dec' })[9]).toEqual({ kind: 'digits', from: '1F4', to: '500' });
  });

  it('leaves out values a category cannot convert instead of showing a wrong row', () => {
    const rows = conversionTableRows({ category: 'fuel', from: 'l100km', to: 'mpg_us', known: [0, -3] });
    expect(rows.map((row) => row.from)).toEqual([1, 2, 5, 10, 25, 50, 75, 100, 250, 500]);
  });

  it('is empty for an unknown category or unit', () => {
    expect(conversionTableRows({ category: 'colour', from: 'red', to: 'blue' })).toEqual([]);
    expect(conversionTableRows({ category: 'length', from: 'cm', to: 'kg' })).toEqual([]);
  });
});

describe('splitColumns', () => {
  it('splits rows into two columns, the first the longer', () => {
    expect(splitColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(splitColumns([])).toEqual([[], []]);
  });

  it('keeps every row once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 20 }), (rows) => {
        const [left, right] = splitColumns(rows);
        expect([...left, ...right]).toEqual(rows);
        expect(left.length - right.length).toBeGreaterThanOrEqual(0);
        expect(left.length - right.length).toBeLessThanOrEqual(1);
      }),
    );
  });
});
