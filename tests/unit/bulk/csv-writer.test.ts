import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { cellWriter, guardFormula, plainCellTest, quoteCell, RECORD_END, writeRecord, type Delimiter } from '@/lib/bulk';

describe('the formula-injection guard', () => {
  it('puts an apostrophe before cells starting with =, +, @, a tab or a carriage return', () => {
    expect(guardFormula('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(guardFormula('+1')).toBe("'+1");
    expect(guardFormula('@cmd')).toBe("'@cmd");
    expect(guardFormula('\tx')).toBe("'\tx");
    expect(guardFormula('\rx')).toBe("'\rx");
  });

  it('guards a minus that does not start a number', () => {
    expect(guardFormula('-x')).toBe("'-x");
    expect(guardFormula('-1+1')).toBe("'-1+1");
    expect(guardFormula("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(guardFormula('-')).toBe("'-");
  });

  it('leaves numbers, negative ones included, as they are', () => {
    for (const number of ['-12', '-12.5', '-0,25', '-.5', '-1e5', '-1.5E-3', '42', '0']) {
      expect(guardFormula(number), number).toBe(number);
    }
  });

  it('leaves ordinary text as it is', () => {
    for (const text of ['Box', 'a=b', 'x-1', ' =1', '']) expect(guardFormula(text)).toBe(text);
  });
});

describe('RFC 4180 quoting', () => {
  it('quotes cells holding the delimiter, a quote or a line break, and doubles inner quotes', () => {
    expect(quoteCell('Box, large', ',')).toBe('"Box, large"');
    expect(quoteCell('5" screen', ',')).toBe('"5"" screen"');
    expect(quoteCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(quoteCell('cr\rhere', ',')).toBe('"cr\rhere"');
    expect(quoteCell('plain', ',')).toBe('plain');
  });

  it('quotes for the file’s own delimiter only', () => {
    expect(quoteCell('1,5', ';')).toBe('1,5');
    expect(quoteCell('a;b', ';')).toBe('"a;b"');
    expect(quoteCell('a\tb', '\t')).toBe('"a\tb"');
    expect(quoteCell('a|b', '|')).toBe('"a|b"');
    expect(quoteCell('a|b', ',')).toBe('a|b');
  });

  it('guards before quoting, so a guarded cell with a comma is still one cell', () => {
    expect(cellWriter(',')('=1,2')).toBe('"\'=1,2"');
  });

  it('ends every record with CRLF', () => {
    expect(writeRecord(['a', 'b, c', ''], ',')).toBe('a,"b, c",' + RECORD_END);
    expect(RECORD_END).toBe('\r\n');
  });

  it('calls a cell plain exactly when writing leaves it unchanged, but for negative numbers', () => {
    const delimiters: Delimiter[] = [',', ';', '\t', '|'];
    fc.assert(
      fc.property(
        fc.constantFrom(...delimiters),
        fc.string({ unit: fc.constantFrom('a', '1', '-', '=', '+', '@', '"', ',', ';', '\t', '|', '\n', '\r', ' ') }),
        (delimiter, cell) => {
          const unchanged = cellWriter(delimiter)(cell) === cell;
          // A leading "-" is never plain: telling numbers from formulas is the writer's job.
          expect(plainCellTest(delimiter)(cell)).toBe(unchanged && !cell.startsWith('-'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes records that a CSV parser reads back as the guarded cells', () => {
    const delimiters: Delimiter[] = [',', ';', '\t', '|'];
    fc.assert(
      fc.property(
        fc.constantFrom(...delimiters),
        fc.array(
          fc.array(fc.string({ unit: fc.constantFrom('a', '1', '-', '=', '"', ',', ';', '\t', '|', '\n', '\r', ' ', 'é') }), {
            minLength: 2,
            maxLength: 5,
          }),
          { minLength: 1, maxLength: 5 },
        ),
        (delimiter, rows) => {
          const width = rows[0]!.length;
          const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
          const text = table.map((row) => writeRecord(row, delimiter)).join('');
          const parsed = Papa.parse<string[]>(text, { delimiter, newline: '\r\n' });
          expect(parsed.data.slice(0, table.length)).toEqual(table.map((row) => row.map(guardFormula)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
