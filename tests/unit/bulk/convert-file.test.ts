import { describe, expect, it } from 'vitest';
import { BulkError, CELL_ERROR_TEXT, convertFile, inspectFile, OUTPUT_TYPE, type BulkProgress, type ConversionSettings } from '@/lib/bulk';

const cm: Omit<ConversionSettings, 'column'> = { category: 'length', from: 'cm', to: 'in', cellText: CELL_ERROR_TEXT };

async function convert(file: Blob, column: number, chunkBytes?: number, stepChars?: number, settings = cm) {
  const { format } = await inspectFile(file);
  const progress: BulkProgress[] = [];
  const output = await convertFile(file, {
    format,
    settings: { ...settings, column },
    chunkBytes,
    stepChars,
    onProgress: (step) => progress.push(step),
  });
  const bytes = new Uint8Array(await output.blob.arrayBuffer());
  // ignoreBOM: keep a byte order mark in the text, where the tests can see it (Blob.text() drops it).
  return { ...output, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), progress };
}

async function failureOf(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return error instanceof BulkError ? error.code : 'not a BulkError';
  }
  return undefined;
}

describe('converting a whole file', () => {
  it('writes the converted file and the summary of the bulk result', async () => {
    const file = new Blob(['name,length_cm,note\n"Box, large",10,ok\nTube,abc,=1+1\nRod,,-x\n']);
    const { text, summary, blob } = await convert(file, 1);
    expect(text).toBe(
      'name,length_cm,note,length_cm_converted\r\n"Box, large",10,ok,3.937008\r\nTube,abc,\'=1+1,Invalid number\r\nRod,,\'-x,\r\n',
    );
    expect(summary).toEqual({ totalRows: 3, convertedRows: 1, errors: 1 });
    expect(blob.type).toBe(OUTPUT_TYPE);
  });

  it('gives the same bytes whatever the chunk and step sizes, characters split between chunks included', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => `Crème brûlée ${i} ø 中文,${i}.5,"a,b"`);
    const file = new Blob([`navn,cm,x\r\n${rows.join('\r\n')}\r\n`]);
    const whole = await convert(file, 1, 1 << 20, 1 << 20);
    for (const chunk of [1, 2, 3, 5, 7, 64]) {
      for (const step of [1, 4, 100]) {
        const pieces = await convert(file, 1, chunk, step);
        expect(pieces.text, `chunks of ${chunk} bytes, steps of ${step} characters`).toBe(whole.text);
      }
    }
    expect(whole.text).toContain('Crème brûlée 39 ø 中文,39.5,"a,b",15.551181\r\n');
    expect(whole.text).not.toContain('\ufffd');
  });

  it('keeps a UTF-8 byte order mark, and never lets it into the first header', async () => {
    const file = new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'cm\n1\n']);
    const { bytes, text } = await convert(file, 0);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toBe('\ufeffcm,cm_converted\r\n1,0.393701\r\n');
  });

  it('writes no byte order mark for a UTF-8 file without one', async () => {
    const { bytes } = await convert(new Blob(['cm\n1\n']), 0);
    expect(bytes[0]).toBe(0x63);
  });

  it('turns a Windows-1252 file into UTF-8 with a byte order mark', async () => {
    const file = new Blob([new Uint8Array([...new TextEncoder().encode('navn;cm\nM'), 0xf8, ...new TextEncoder().encode('ller;2,54\n')])]);
    const { text } = await convert(file, 1);
    expect(text).toBe('\ufeffnavn;cm;cm_converted\r\nMøller;2,54;1\r\n');
  });

  it('reads a file without a trailing newline', async () => {
    const { text, summary } = await convert(new Blob(['cm\r\n254']), 0);
    expect(text).toBe('cm,cm_converted\r\n254,100\r\n');
    expect(summary.totalRows).toBe(1);
  });

  it('reports progress after every chunk, ending at the file’s size', async () => {
    const file = new Blob([`cm\n${'1\n'.repeat(100)}`]);
    const { progress } = await convert(file, 0, 50);
    expect(progress.length).toBe(Math.ceil(file.size / 50));
    expect(progress.map((step) => step.bytesRead)).toEqual([...progress.map((step) => step.bytesRead)].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual({ bytesRead: file.size, totalBytes: file.size, rows: 100 });
  });

  it('refuses an empty file and a file with a header only', async () => {
    const format = { delimiter: ',', lineBreak: '\n', encoding: 'utf-8', bom: false } as const;
    const settings = { ...cm, column: 0 };
    expect(await failureOf(() => convertFile(new Blob([]), { format, settings }))).toBe('PARSE_ERROR');
    expect(await failureOf(() => convertFile(new Blob(['cm\r\n']), { format, settings }))).toBe('PARSE_ERROR');
  });

  it('refuses a file whose last quote is never closed', async () => {
    const file = new Blob(['cm,note\n1,ok\n2,"open\n3,x\n']);
    expect(await failureOf(() => convert(file, 0, 8))).toBe('PARSE_ERROR');
  });
});
