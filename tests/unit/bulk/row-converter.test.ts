import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CELL_ERROR_TEXT, cellConverter, RowConverter, writeRecord, type ConversionSettings, type Delimiter } from '@/lib/bulk';

const settings: ConversionSettings = { category: 'length', from: 'cm', to: 'in', column: 1, cellText: CELL_ERROR_TEXT };

describe('converting rows', () => {
  it('adds {column}_converted to the header', () => {
    expect(new RowConverter(settings, ',', ['name', 'length_cm']).header()).toBe('name,length_cm,length_cm_converted\r\n');
  });

  it('keeps every cell and appends the converted value, quoting and guarding as it writes', () => {
    const converter = new RowConverter(settings, ',', ['name', 'length_cm', 'note']);
    const out = converter.rows([
      ['Box, large', '10', 'ok'],
      ['Tube', 'abc', '=1+1'],
      ['Rod', '', '-x'],
    ]);
    expect(out).toBe('"Box, large",10,ok,3.937008\r\nTube,abc,\'=1+1,Invalid number\r\nRod,,\'-x,\r\n');
    expect(converter.summary).toEqual({ totalRows: 3, convertedRows: 1, errors: 1 });
  });

  it('pads short rows so the converted value stays under its header, and keeps the extra cells of long rows', () => {
    const converter = new RowConverter({ ...settings, column: 0 }, ',', ['cm', 'b', 'c']);
    expect(converter.rows([['2.54'], ['254', 'x', 'y', 'extra']])).toBe('2.54,,,1\r\n254,x,y,100,extra\r\n');
  });

  it('writes semicolon-separated files with semicolons and decimal commas', () => {
    const converter = new RowConverter({ ...settings, category: 'weight', from: 'g', to: 'kg', column: 0 }, ';', ['g', 'name']);
    expect(converter.header()).toBe('g;name;g_converted\r\n');
    expect(converter.rows([['1500,5', 'a;b']])).toBe('1500,5;"a;b";1,5005\r\n');
  });

  it('adds up the counts over many calls', () => {
    const converter = new RowConverter({ ...settings, column: 0 }, ',', ['cm']);
    converter.rows([['1'], ['x']]);
    converter.rows([[''], ['2']]);
    expect(converter.summary).toEqual({ totalRows: 4, convertedRows: 2, errors: 1 });
  });

  it('writes every row as its cells written one by one, padded, with the converted cell after the header’s width', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '1', '.', '-', '=', '"', ',', ';', '\n', ' ') });
    fc.assert(
      fc.property(
        fc.constantFrom<Delimiter>(',', ';'),
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
        (delimiter, rows) => {
          const headers = ['a', 'b', 'c'];
          const converter = new RowConverter({ ...settings, column: 1 }, delimiter, headers);
          const convert = cellConverter({ ...settings, column: 1 }, delimiter);
          const counts = { totalRows: 0, convertedRows: 0, errors: 0 };
          const expected = rows
            .map((row) => {
              const padded = headers.map((_, i) => row[i] ?? '');
              return writeRecord([...padded, convert(row[1] ?? '', counts), ...row.slice(headers.length)], delimiter);
            })
            .join('');
          expect(converter.rows(rows)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
