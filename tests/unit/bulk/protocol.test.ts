import { describe, expect, it } from 'vitest';
import { CELL_ERROR_TEXT, workerRequestSchema, workerResponseSchema } from '@/lib/bulk';

const format = { delimiter: ';', lineBreak: '\n', encoding: 'utf-8', bom: true };
const settings = { category: 'currency', from: 'usd', to: 'eur', column: 2, rates: { EUR: 0.9 }, cellText: CELL_ERROR_TEXT };

describe('worker messages', () => {
  it('accepts the requests the page sends', () => {
    const file = new Blob(['a\n1\n']);
    expect(workerRequestSchema.parse({ type: 'inspect', id: 1, file }).type).toBe('inspect');
    expect(workerRequestSchema.parse({ type: 'convert', id: 2, file, format, settings })).toMatchObject({ settings: { column: 2 } });
  });

  it('rejects requests without a file, with an unknown category or a negative column', () => {
    const file = new Blob([]);
    expect(workerRequestSchema.safeParse({ type: 'inspect', id: 1, file: 'a.csv' }).success).toBe(false);
    expect(workerRequestSchema.safeParse({ type: 'convert', id: 1, file, format, settings: { ...settings, category: 'volts' } }).success).toBe(false);
    expect(workerRequestSchema.safeParse({ type: 'convert', id: 1, file, format, settings: { ...settings, column: -1 } }).success).toBe(false);
    expect(workerRequestSchema.safeParse({ type: 'convert', id: 1, file, format: { ...format, delimiter: ':' }, settings }).success).toBe(false);
  });

  it('accepts the answers the worker sends and rejects unknown failure codes', () => {
    expect(workerResponseSchema.parse({ type: 'progress', id: 3, bytesRead: 10, totalBytes: 20, rows: 4 }).type).toBe('progress');
    expect(workerResponseSchema.parse({ type: 'failed', id: 3, code: 'PARSE_ERROR' }).type).toBe('failed');
    expect(workerResponseSchema.safeParse({ type: 'failed', id: 3, code: 'OOPS' }).success).toBe(false);
    expect(
      workerResponseSchema.safeParse({ type: 'converted', id: 3, blob: new Blob([]), summary: { totalRows: 1, convertedRows: 1, errors: 0 } }).success,
    ).toBe(true);
  });
});
