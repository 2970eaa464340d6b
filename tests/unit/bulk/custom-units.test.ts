import { describe, expect, it } from 'vitest';
import {
  bulkReducer,
  CELL_ERROR_TEXT,
  cellConverter,
  initialBulkState,
  INVALID,
  isComplete,
  readWorkerRequest,
  RowConverter,
  selectionSettings,
  type BulkEvent,
  type BulkSummary,
  type ConversionSettings,
  type Inspection,
} from '@/lib/bulk';
import { CUSTOM_UNIT_LIMITS } from '@/lib/custom-units/limits';
import type { CustomUnit } from '@/lib/custom-units/types';
import { UnitNotFoundError } from '@/lib/units';
import { catalogueUnits } from './catalogue-units';

const mug: CustomUnit = { id: 'mug', category: 'volume', name: 'Mug', symbol: 'Mug', amount: '350', unit: 'ml' };
const scoop: CustomUnit = { id: 'scoop', category: 'weight', name: 'Scoop', symbol: 'sc', amount: '30', unit: 'g' };
const settings: ConversionSettings = { category: 'volume', from: 'mug', to: 'l', column: 0, defined: [mug], cellText: CELL_ERROR_TEXT };

function convert(chosen: ConversionSettings, cells: readonly string[]) {
  const summary: BulkSummary = { totalRows: 0, convertedRows: 0, errors: 0 };
  const cell = cellConverter(chosen, ',');
  return { out: cells.map((text) => cell(text, summary)), summary };
}

describe('converting cells with the visitor’s own units', () => {
  it('reads a cell in a custom unit as its amount of the base unit', () => {
    expect(convert(settings, ['2', '1', '0.5']).out).toEqual(['0.7', '0.35', '0.175']);
  });

  it('writes a cell in a custom unit as a number of them', () => {
    expect(convert({ ...settings, from: 'l', to: 'mug' }, ['0.7', '3.5']).out).toEqual(['2', '10']);
  });

  it('converts between two custom units of the same category through their bases', () => {
    const bowl: CustomUnit = { id: 'bowl', category: 'volume', name: 'Bowl', symbol: 'bowl', amount: '0.7', unit: 'l' };
    expect(convert({ ...settings, from: 'bowl', to: 'mug', defined: [mug, bowl] }, ['1', '3']).out).toEqual(['2', '6']);
  });

  it('counts invalid cells in a custom unit as errors, as for any unit', () => {
    const { out, summary } = convert(settings, ['abc', '', '4']);
    expect(out).toEqual(['Invalid number', '', '1.4']);
    expect(summary).toEqual({ totalRows: 0, convertedRows: 1, errors: 1 });
  });

  it('gives a result too large for a number a conversion error, not Infinity', () => {
    const tiny: CustomUnit = { id: 'speck', category: 'volume', name: 'Speck', symbol: 'speck', amount: '1e-12', unit: 'ml' };
    const { out, summary } = convert({ ...settings, from: 'l', to: 'speck', defined: [tiny] }, ['1e300']);
    expect(out).toEqual(['Conversion error']);
    expect(summary.errors).toBe(1);
  });

  it('converts whole rows and keeps the header as the file had it', () => {
    const rows = new RowConverter(settings, ',', ['mugs', 'note']);
    expect(rows.header()).toBe('mugs,note,mugs_converted\r\n');
    expect(
      rows.rows([
        ['2', 'tea'],
        ['10', 'party'],
      ]),
    ).toBe('2,tea,0.7\r\n10,party,3.5\r\n');
    expect(rows.summary).toEqual({ totalRows: 2, convertedRows: 2, errors: 0 });
  });
});

describe('the worker’s second look at the definitions', () => {
  it('refuses a unit whose definition no editor could make, as an unknown unit', () => {
    const zero = { ...mug, amount: '0' };
    const otherBase = { ...mug, unit: 'g' };
    const renamed = { ...mug, id: 'teacup' };
    const markup = { ...mug, name: '<b>Mug</b>', id: '<b>mug</b>' };
    for (const hostile of [zero, otherBase, renamed, markup]) {
      expect(() => cellConverter({ ...settings, from: hostile.id, defined: [hostile] }, ',')).toThrow(UnitNotFoundError);
    }
  });

  it('ignores a unit sent for another category than the job’s', () => {
    expect(() => cellConverter({ ...settings, category: 'weight', from: 'mug', to: 'g' }, ',')).toThrow(UnitNotFoundError);
    expect(convert({ ...settings, category: 'weight', from: 'scoop', to: 'g', defined: [mug, scoop] }, ['2']).out).toEqual(['60']);
  });
});

describe('the job’s definitions in the worker protocol', () => {
  const format = { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false };
  const request = (defined: unknown) =>
    readWorkerRequest({ type: 'convert', id: 1, file: new Blob([]), format, settings: { ...settings, defined } });

  it('carries the custom units the job names', () => {
    expect(request([mug])).not.toBe(INVALID);
  });

  it('rejects definitions of the wrong shape, length, category or number', () => {
    const long = 'x'.repeat(CUSTOM_UNIT_LIMITS.nameLength + 1);
    expect(request([{ ...mug, name: long }])).toBe(INVALID);
    expect(request([{ ...mug, amount: '1'.repeat(CUSTOM_UNIT_LIMITS.amountLength + 1) }])).toBe(INVALID);
    expect(request([{ ...mug, amount: 350 }])).toBe(INVALID);
    expect(request([{ ...mug, category: 'volts' }])).toBe(INVALID);
    expect(request([{ ...mug, id: '' }])).toBe(INVALID);
    expect(request([{ id: 'mug', category: 'volume', name: 'Mug' }])).toBe(INVALID);
    expect(request('mug:350:ml')).toBe(INVALID);
    expect(request(Array.from({ length: CUSTOM_UNIT_LIMITS.stored + 1 }, (_, i) => ({ ...mug, id: `mug${i}`, name: `Mug${i}` })))).toBe(
      INVALID,
    );
  });
});

describe('choosing a custom unit in the form', () => {
  const inspection: Inspection = {
    format: { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false },
    headers: ['mugs'],
    preview: [['2']],
  };
  const selection = { category: 'volume', from: 'mug', to: 'ml', column: '0' } as const;

  it('counts a kept unit of the category as chosen, and one of another category as not', () => {
    expect(isComplete(selection, inspection, catalogueUnits)).toBe(false);
    expect(isComplete(selection, inspection, catalogueUnits, [mug])).toBe(true);
    expect(isComplete({ ...selection, from: 'scoop' }, inspection, catalogueUnits, [mug, scoop])).toBe(false);
  });

  it('sends the definitions of the units chosen, and only those', () => {
    const bowl: CustomUnit = { ...mug, id: 'bowl', name: 'Bowl', symbol: 'Bowl' };
    expect(selectionSettings(selection, [scoop, bowl, mug])).toEqual({
      category: 'volume',
      from: 'mug',
      to: 'ml',
      column: 0,
      defined: [mug],
    });
    expect(selectionSettings({ ...selection, from: 'l' }, [mug])).toEqual({ category: 'volume', from: 'l', to: 'ml', column: 0 });
  });

  it('starts a job in a custom unit only when the unit is among those kept', () => {
    const events: BulkEvent[] = [
      { type: 'fileChosen', job: 1, file: { name: 'mugs.csv', size: 10 } },
      { type: 'inspected', job: 1, inspection },
      ...(['category', 'from', 'to', 'column'] as const).map((field): BulkEvent => ({ type: 'selected', field, value: selection[field] })),
    ];
    const chosen = events.reduce(bulkReducer, initialBulkState(catalogueUnits));
    expect(bulkReducer(chosen, { type: 'started', job: 2 }).status.kind).toBe('idle');
    expect(bulkReducer(chosen, { type: 'started', job: 2, defined: [mug] }).status.kind).toBe('processing');
  });
});
