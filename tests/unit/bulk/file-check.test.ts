import { describe, expect, it } from 'vitest';
import { checkFile, MAX_FILE_BYTES, MAX_FILE_MB, outputFileName } from '@/lib/bulk';

describe('checking a chosen file', () => {
  it('accepts .csv and .txt files in any case', () => {
    for (const name of ['data.csv', 'DATA.CSV', 'notes.txt', 'a.b.Txt']) expect(checkFile({ name, size: 10 }), name).toBeNull();
  });

  it('refuses other types as an invalid file type', () => {
    for (const name of ['book.xlsx', 'data.csv.exe', 'csv', 'data.tsv', '']) {
      expect(checkFile({ name, size: 10 }), name).toBe('INVALID_FILE_TYPE');
    }
  });

  it('accepts files up to the limit and refuses larger ones as too large', () => {
    expect(MAX_FILE_MB).toBeGreaterThanOrEqual(100);
    expect(checkFile({ name: 'big.csv', size: MAX_FILE_BYTES })).toBeNull();
    expect(checkFile({ name: 'big.csv', size: MAX_FILE_BYTES + 1 })).toBe('FILE_TOO_LARGE');
  });

  it('names the download converted_{original name}', () => {
    expect(outputFileName('items.csv')).toBe('converted_items.csv');
    expect(outputFileName('Mål 2026.txt')).toBe('converted_Mål 2026.txt');
  });
});
