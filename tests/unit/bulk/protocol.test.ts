import { describe, expect, it } from 'vitest';
import { CELL_ERROR_TEXT, INVALID, readWorkerRequest, readWorkerResponse } from '@/lib/bulk';

const format = { delimiter: ';', lineBreak: '\n', encoding: 'utf-8', bom: true };
const settings = { category: 'currency', from: 'usd', to: 'eur', column: 2, rates: { EUR: 0.9 }, cellText: CELL_ERROR_TEXT };

describe('worker messages', () => {
  it('accepts the requests the page sends', () => {
    const file = new Blob(['a\n1\n']);
    expect(readWorkerRequest({ type: 'inspect', id: 1, file })).toEqual({ type: 'inspect', id: 1, file });
    expect(readWorkerRequest({ type: 'convert', id: 2, file, format, settings })).toEqual({
      type: 'convert',
      id: 2,
      file,
      format,
      settings,
    });
  });

  it('reads a request without rates, as the page sends one for every category but currency', () => {
    const file = new Blob([]);
    const length = { category: 'length', from: 'm', to: 'ft', column: 0, cellText: CELL_ERROR_TEXT };
    expect(readWorkerRequest({ type: 'convert', id: 2, file, format, settings: length })).toEqual({
      type: 'convert',
      id: 2,
      file,
      format,
      settings: length,
    });
  });

  it('rejects requests without a file, with an unknown category, a negative column or an unknown delimiter', () => {
    const file = new Blob([]);
    expect(readWorkerRequest({ type: 'inspect', id: 1, file: 'a.csv' })).toBe(INVALID);
    expect(readWorkerRequest({ type: 'convert', id: 1, file, format, settings: { ...settings, category: 'volts' } })).toBe(INVALID);
    expect(readWorkerRequest({ type: 'convert', id: 1, file, format, settings: { ...settings, column: -1 } })).toBe(INVALID);
    expect(readWorkerRequest({ type: 'convert', id: 1, file, format: { ...format, delimiter: ':' }, settings })).toBe(INVALID);
    expect(readWorkerRequest({ type: 'convert', id: 1, file, format, settings: { ...settings, rates: { EUR: 0 } } })).toBe(INVALID);
    expect(readWorkerRequest({ type: 'cancel', id: 1 })).toBe(INVALID);
  });

  it('accepts the answers the worker sends and rejects unknown failure codes', () => {
    expect(readWorkerResponse({ type: 'progress', id: 3, bytesRead: 10, totalBytes: 20, rows: 4 })).toMatchObject({ type: 'progress' });
    expect(readWorkerResponse({ type: 'failed', id: 3, code: 'PARSE_ERROR' })).toMatchObject({ type: 'failed' });
    expect(readWorkerResponse({ type: 'failed', id: 3, code: 'OOPS' })).toBe(INVALID);
    expect(
      readWorkerResponse({ type: 'converted', id: 3, blob: new Blob([]), summary: { totalRows: 1, convertedRows: 1, errors: 0 } }),
    ).not.toBe(INVALID);
  });

  it('reads an inspection only with at least one header', () => {
    const inspected = (headers: string[]) => ({ type: 'inspected', id: 4, inspection: { format, headers, preview: [['1']] } });
    expect(readWorkerResponse(inspected(['a']))).toEqual(inspected(['a']));
    expect(readWorkerResponse(inspected([]))).toBe(INVALID);
  });
});
