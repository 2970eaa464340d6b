/**
 * How a CSV file is written: which character separates cells and which one ends lines. Detected
 * from the first bytes, then fixed for the whole file, so every step of a streamed file is read
 * the same way.
 */

/** Candidates in order of preference when the evidence ties: comma first, as RFC 4180 says. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * The line break the parser splits on. CRLF files are read with "\n" and the "\r" left at a line's
 * end is dropped (see dropCarriageReturn), so files that mix CRLF and LF, as files edited in two
 * editors do, read correctly too. "\r" alone is for old Mac files.
 */
export type LineBreak = '\n' | '\r';

export interface Dialect {
  readonly delimiter: Delimiter;
  readonly lineBreak: LineBreak;
}

/** Records looked at: enough to see a pattern, few enough to stay instant. */
const SAMPLE_RECORDS = 50;

/**
 * The records of the sample as lists of delimiter counts, quotes respected (a delimiter or line
 * break inside quotes belongs to the cell). A record cut off by the end of an incomplete sample is
 * left out. Empty lines are skipped, as the parser skips them.
 */
function delimiterCounts(sample: string, complete: boolean): number[][] {
  const records: number[][] = [];
  let counts = DELIMITERS.map(() => 0);
  let quoted = false;
  let empty = true;
  for (let i = 0; i < sample.length && records.length < SAMPLE_RECORDS; i++) {
    const char = sample[i]!;
    if (char === '"') {
      quoted = !quoted;
      empty = false;
    } else if (quoted) {
      continue;
    } else if (char === '\n' || char === '\r') {
      if (!empty) records.push(counts);
      counts = DELIMITERS.map(() => 0);
      empty = true;
    } else {
      const index = DELIMITERS.indexOf(char as Delimiter);
      if (index !== -1) counts[index]!++;
      empty = false;
    }
  }
  if (complete && !empty && records.length < SAMPLE_RECORDS) records.push(counts);
  return records;
}

/**
 * The delimiter that splits the header into the most cells while splitting the other records into
 * as many. A delimiter the header lacks is never chosen (so the decimal commas of a ";" file do not
 * count), and a file with one column reads as comma-separated.
 */
export function detectDelimiter(sample: string, complete: boolean): Delimiter {
  const [header, ...rows] = delimiterCounts(sample, complete);
  if (header === undefined) return DELIMITERS[0];
  let best: Delimiter = DELIMITERS[0];
  let bestScore = -1;
  let bestCells = 0;
  DELIMITERS.forEach((delimiter, index) => {
    const cells = header[index]!;
    if (cells === 0) return;
    const agreeing = rows.filter((counts) => counts[index] === cells).length;
    const score = rows.length === 0 ? 1 : agreeing / rows.length;
    if (score > bestScore || (score === bestScore && cells > bestCells)) {
      best = delimiter;
      bestScore = score;
      bestCells = cells;
    }
  });
  return best;
}

/** "\n" when the sample has one anywhere (LF and CRLF files), "\r" for files that only use that. */
export function detectLineBreak(sample: string): LineBreak {
  return sample.indexOf('\n') === -1 && sample.indexOf('\r') !== -1 ? '\r' : '\n';
}

export function detectDialect(sample: string, complete: boolean): Dialect {
  return { delimiter: detectDelimiter(sample, complete), lineBreak: detectLineBreak(sample) };
}
