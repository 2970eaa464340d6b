import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BulkError, CsvChunkReader, MAX_ROW_CHARS, type Dialect } from '@/lib/bulk';

const comma: Dialect = { delimiter: ',', lineBreak: '\n' };

function readAll(pieces: readonly string[], dialect: Dialect = comma): string[][] {
  const reader = new CsvChunkReader(dialect);
  return [...pieces.flatMap((piece) => reader.push(piece)), ...reader.end()];
}

describe('reading CSV text in pieces', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks inside', () => {
    expect(readAll(['name,note\n"Box, large","say ""hi"""\n"two\nlines",x\n'])).toEqual([
      ['name', 'note'],
      ['Box, large', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
  });

  it('reads CRLF files, files that mix CRLF and LF, and quoted last cells before CRLF', () => {
    expect(readAll(['a,b\r\n1,2\n3,"4"\r\n5,6'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('reads old Mac files that end lines with CR alone', () => {
    expect(readAll(['a,b\r1,2\r'], { delimiter: ',', lineBreak: '\r' })).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('skips empty lines and the empty line after a trailing newline', () => {
    expect(readAll(['a,b\n\n1,2\r\n\r\n3,4\n'])).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('keeps empty cells and rows of any length', () => {
    expect(readAll(['a,b,c\n,,\n1\n1,2,3,4\n'])).toEqual([['a', 'b', 'c'], ['', '', ''], ['1'], ['1', '2', '3', '4']]);
  });

  it('reads semicolon-separated files with decimal commas', () => {
    expect(readAll(['a;b\n1,5;"x;y"\n'], { delimiter: ';', lineBreak: '\n' })).toEqual([
      ['a', 'b'],
      ['1,5', 'x;y'],
    ]);
  });

  it('returns the same rows however the text is cut into pieces', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', '1', ',', '"', '\n', '\r', ' ', 'ø') });
    const csv = fc
      .array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 })
      .map((rows) =>
        rows.map((row) => row.map((value) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)).join(',')).join('\r\n'),
      );
    fc.assert(
      fc.property(csv, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const pieces = [...points, text.length].map((end, i) => text.slice(i === 0 ? 0 : points[i - 1], end));
        expect(readAll(pieces)).toEqual(readAll([text]));
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a quote that is never closed', () => {
    expect(() => readAll(['a,b\n1,"open\n2,3\n'])).toThrow(BulkError);
    try {
      readAll(['a,b\n"never closed']);
    } catch (error) {
      expect(error).toMatchObject({ code: 'PARSE_ERROR' });
    }
  });

  it('refuses a row longer than the limit instead of carrying the rest of the file', () => {
    const reader = new CsvChunkReader(comma);
    expect(() => reader.push(`a\n"${'x'.repeat(MAX_ROW_CHARS + 1)}`)).toThrow(BulkError);
  });
});
