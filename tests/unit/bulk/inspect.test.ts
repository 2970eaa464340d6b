import { describe, expect, it } from 'vitest';
import { BulkError, inspectBytes, inspectFile, INSPECT_BYTES, PREVIEW_ROWS } from '@/lib/bulk';

const utf8 = (text: string) => new TextEncoder().encode(text);

function parseErrorOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof BulkError ? error.code : 'not a BulkError';
  }
  return undefined;
}

describe('inspecting a file', () => {
  it('reads the header and at most five rows of preview', () => {
    const text = ['id,length', ...Array.from({ length: 8 }, (_, i) => `${i},${i * 10}`)].join('\n');
    const inspection = inspectBytes(utf8(text), true);
    expect(inspection.headers).toEqual(['id', 'length']);
    expect(inspection.preview).toHaveLength(PREVIEW_ROWS);
    expect(inspection.preview[0]).toEqual(['0', '0']);
    expect(inspection.format).toEqual({ delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false });
  });

  it('drops a UTF-8 byte order mark from the first header and remembers it', () => {
    const inspection = inspectBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('name;höhe\r\nA;1,5\r\n')]), true);
    expect(inspection.headers).toEqual(['name', 'höhe']);
    expect(inspection.format).toMatchObject({ delimiter: ';', encoding: 'utf-8', bom: true });
  });

  it('reads Windows-1252 files, as Excel writes them, with their accents intact', () => {
    const bytes = new Uint8Array([...utf8('navn;h'), 0xf8, ...utf8('yde\nM'), 0xf8, ...utf8('ller;1,5\n')]);
    const inspection = inspectBytes(bytes, true);
    expect(inspection.headers).toEqual(['navn', 'høyde']);
    expect(inspection.preview).toEqual([['Møller', '1,5']]);
    expect(inspection.format.encoding).toBe('windows-1252');
  });

  it('reads UTF-16 text with tabs, as Excel’s "Unicode Text" writes it', () => {
    const text = 'name\tcm\r\nBox\t10\r\n';
    const bytes = new Uint8Array([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0), 0])]);
    const inspection = inspectBytes(bytes, true);
    expect(inspection.headers).toEqual(['name', 'cm']);
    expect(inspection.format).toMatchObject({ delimiter: '\t', encoding: 'utf-16le', bom: true });
  });

  it('refuses an empty file, a file of empty lines and a header without rows', () => {
    expect(parseErrorOf(() => inspectBytes(utf8(''), true))).toBe('PARSE_ERROR');
    expect(parseErrorOf(() => inspectBytes(utf8('\n\n\r\n'), true))).toBe('PARSE_ERROR');
    expect(parseErrorOf(() => inspectBytes(utf8('name,length\n'), true))).toBe('PARSE_ERROR');
  });

  it('refuses binary files renamed .csv', () => {
    expect(parseErrorOf(() => inspectBytes(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0, 0x0a, 0x31]), true))).toBe('PARSE_ERROR');
  });

  it('reads only the start of a large file, leaving a row cut off there for later', async () => {
    const row = 'x,123.456\n';
    const text = `a,b\n${row.repeat(Math.ceil((INSPECT_BYTES * 2) / row.length))}`;
    const inspection = await inspectFile(new Blob([text]));
    expect(inspection.headers).toEqual(['a', 'b']);
    expect(inspection.preview).toHaveLength(PREVIEW_ROWS);
    expect(inspection.preview.every((cells) => cells.join() === 'x,123.456')).toBe(true);
  });
});
