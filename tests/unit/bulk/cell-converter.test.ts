import { describe, expect, it } from 'vitest';
import { cellConverter, CELL_ERROR_TEXT, type BulkSummary, type ConversionSettings } from '@/lib/bulk';
import { UnitNotFoundError } from '@/lib/units';

const base: Omit<ConversionSettings, 'category' | 'from' | 'to'> = { column: 0, cellText: CELL_ERROR_TEXT };

function run(
  settings: Pick<ConversionSettings, 'category' | 'from' | 'to'> & Partial<ConversionSettings>,
  cells: string[],
  delimiter: ',' | ';' = ',',
) {
  const summary: BulkSummary = { totalRows: 0, convertedRows: 0, errors: 0 };
  const convert = cellConverter({ ...base, ...settings }, delimiter);
  return { out: cells.map((cell) => convert(cell, summary)), summary };
}

describe('converting cells', () => {
  it('converts numbers with the site’s engine, rounded to 6 decimals', () => {
    const { out, summary } = run({ category: 'length', from: 'cm', to: 'in' }, ['10', '2.54', '-1']);
    expect(out).toEqual(['3.937008', '1', '-0.393701']);
    expect(summary).toEqual({ totalRows: 0, convertedRows: 3, errors: 0 });
  });

  it('gives an empty cell, or one of spaces only, an empty converted cell that counts as neither', () => {
    const { out, summary } = run({ category: 'weight', from: 'kg', to: 'lb' }, ['', '   ']);
    expect(out).toEqual(['', '']);
    expect(summary).toEqual({ totalRows: 0, convertedRows: 0, errors: 0 });
  });

  it('marks a cell that is not a number as "Invalid number" and counts it as an error', () => {
    const { out, summary } = run({ category: 'weight', from: 'kg', to: 'lb' }, ['abc', '1.2.3', '5 kg']);
    expect(out).toEqual(['Invalid number', 'Invalid number', 'Invalid number']);
    expect(summary.errors).toBe(3);
  });

  it('marks a conversion the engine refuses as "Conversion error" and counts it as an error', () => {
    // Fuel economy is reciprocal: 0 L/100 km has no km/L.
    const { out, summary } = run({ category: 'fuel', from: 'l100km', to: 'kml' }, ['0', '5']);
    expect(out).toEqual(['Conversion error', '20']);
    expect(summary).toEqual({ totalRows: 0, convertedRows: 1, errors: 1 });
  });

  it('writes the per-cell texts it is given, so the file speaks the user’s language', () => {
    const cellText = { INVALID_NUMBER: 'Ungültige Zahl', CONVERSION_ERROR: 'Umrechnungsfehler' };
    const { out } = run({ category: 'fuel', from: 'l100km', to: 'kml', cellText }, ['x', '0']);
    expect(out).toEqual(['Ungültige Zahl', 'Umrechnungsfehler']);
  });

  it('reads and writes decimal commas in semicolon-separated files', () => {
    const { out } = run({ category: 'length', from: 'm', to: 'cm' }, ['1,5', '0,0254'], ';');
    expect(out).toEqual(['150', '2,54']);
  });

  it('converts temperatures through the engine’s formulas', () => {
    expect(run({ category: 'temperature', from: 'c', to: 'f' }, ['100', '-40']).out).toEqual(['212', '-40']);
  });

  it('converts currencies with the rates it is given, a missing rate counting as 1', () => {
    const rates = { EUR: 0.9, NOK: 10.5 };
    expect(run({ category: 'currency', from: 'usd', to: 'eur', rates }, ['100']).out).toEqual(['90']);
    expect(run({ category: 'currency', from: 'eur', to: 'nok', rates }, ['9']).out).toEqual(['105']);
    expect(run({ category: 'currency', from: 'usd', to: 'gbp', rates }, ['7']).out).toEqual(['7']);
  });

  it('converts number bases as digits, an impossible digit being an invalid number', () => {
    const { out, summary } = run({ category: 'numeric', from: 'dec', to: 'hex' }, ['255', ' 4096 ', '12a', '']);
    expect(out).toEqual(['FF', '1000', 'Invalid number', '']);
    expect(summary).toEqual({ totalRows: 0, convertedRows: 2, errors: 1 });
  });

  it('converts sizes to the nearest size of their chart, a size off the chart being a conversion error', () => {
    const { out, summary } = run({ category: 'shoe-size', from: 'eu', to: 'us_men' }, ['42', '42.2', '20']);
    expect(out).toEqual(['9', '9', 'Conversion error']);
    expect(summary).toEqual({ totalRows: 0, convertedRows: 2, errors: 1 });
  });

  it('reads and writes British ring sizes as letters', () => {
    expect(run({ category: 'ring-size', from: 'us', to: 'uk' }, ['7', '13']).out).toEqual(['N½', 'Z+1']);
    expect(run({ category: 'ring-size', from: 'uk', to: 'us' }, ['N½', 'm 1/2', 'Z+1']).out).toEqual(['7', '6.5', '13']);
  });

  it('refuses unknown units before any cell is read', () => {
    expect(() => cellConverter({ ...base, category: 'length', from: 'cm', to: 'cubit' }, ',')).toThrow(UnitNotFoundError);
  });
});
