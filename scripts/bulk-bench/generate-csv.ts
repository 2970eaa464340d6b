/**
 * The bench's CSV file, written deterministically so every run and every machine converts the
 * same bytes: id, item, length_cm, note, CRLF line ends as spreadsheets write them, about 30 bytes
 * a row. Like real exports it is not all clean: every 1000th item is quoted because it holds a
 * comma, every 100th has accented letters (multi-byte UTF-8), every 500th length is empty and every
 * 1000th is "n/a" (an invalid number).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

const ITEMS = ['Panel', 'Tube', 'Rod', 'Beam', 'Plate'] as const;
const NOTES = ['ok', 'checked', 'new'] as const;

export interface GeneratedCsv {
  readonly rows: number;
  readonly bytes: number;
  /** Rows whose length is a number (all but the empty and "n/a" ones). */
  readonly numeric: number;
  readonly invalid: number;
}

function row(i: number): { line: string; kind: 'number' | 'empty' | 'invalid' } {
  const item = i % 1000 === 7 ? `"${ITEMS[i % 5]}, large"` : i % 100 === 3 ? `Tôle ${i % 997}` : `${ITEMS[i % 5]} ${i % 997}`;
  const kind = i % 500 === 0 ? 'empty' : i % 1000 === 1 ? 'invalid' : 'number';
  const length = kind === 'empty' ? '' : kind === 'invalid' ? 'n/a' : String(((i * 7919) % 10_000_000) / 1000);
  return { line: `${i},${item},${length},${NOTES[i % 3]}\r\n`, kind };
}

export async function generateCsv(path: string, rows: number): Promise<GeneratedCsv> {
  const out = createWriteStream(path);
  let buffer = 'id,item,length_cm,note\r\n';
  let bytes = 0;
  let numeric = 0;
  let invalid = 0;
  for (let i = 1; i <= rows; i++) {
    const { line, kind } = row(i);
    buffer += line;
    if (kind === 'number') numeric++;
    if (kind === 'invalid') invalid++;
    if (buffer.length > 1 << 16 || i === rows) {
      const chunk = Buffer.from(buffer);
      bytes += chunk.length;
      buffer = '';
      if (!out.write(chunk)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
  return { rows, bytes, numeric, invalid };
}
