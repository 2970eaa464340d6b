import type { Delimiter } from './dialect';

/** RFC 4180 ends every record, the last one included, with CRLF. */
export const RECORD_END = '\r\n';

/**
 * A cell that starts a negative number: "-", then digits with decimal marks, an optional exponent
 * and nothing else. Anything else after "-" ("-1+1", "-A1", "-cmd|...") may be read as a formula.
 */
const NEGATIVE_NUMBER = /^-(?:[0-9][0-9.,]*|[.,][0-9]+)(?:[eE][-+]?[0-9]+)?$/;

/**
 * Neutralises spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with "=",
 * "+", "@", a tab or a carriage return, or with "-" not followed by a number, gets a leading "'",
 * which spreadsheets read as "this is text" and do not show. Numbers, negative ones included, are
 * left as they are, so they stay numbers.
 */
export function guardFormula(cell: string): string {
  const first = cell.charCodeAt(0);
  if (first === 61 || first === 43 || first === 64 || first === 9 || first === 13) return `'${cell}`;
  if (first === 45 && !NEGATIVE_NUMBER.test(cell)) return `'${cell}`;
  return cell;
}

const QUOTES = /"/g;

/** The RFC 4180 form of a cell: quoted, inner quotes doubled, when it holds the delimiter, a quote or a line break. */
export function quoteCell(cell: string, delimiter: Delimiter): string {
  return needsQuotes(delimiter).test(cell) ? `"${cell.replace(QUOTES, '""')}"` : cell;
}

const needsQuotesCache = new Map<Delimiter, RegExp>();

function needsQuotes(delimiter: Delimiter): RegExp {
  let pattern = needsQuotesCache.get(delimiter);
  if (pattern === undefined) {
    pattern = new RegExp(`[${delimiter}"\\r\\n]`);
    needsQuotesCache.set(delimiter, pattern);
  }
  return pattern;
}

/**
 * A test that a cell is written exactly as it is: neither the guard nor quoting would change it.
 * Cheaper than writing (no new string), so rows of such cells can be joined as they are.
 */
export function plainCellTest(delimiter: Delimiter): (cell: string) => boolean {
  const delimiterCode = delimiter.charCodeAt(0);
  return (cell) => {
    const first = cell.charCodeAt(0);
    // The guard's first characters ("=", "+", "@", "-", tab, CR), then the quoting characters. A
    // loop, not a regular expression: cells are short, and the call costs more than the scan.
    if (first === 61 || first === 43 || first === 64 || first === 45 || first === 9 || first === 13) return false;
    for (let i = 0; i < cell.length; i++) {
      const code = cell.charCodeAt(i);
      if (code === 34 || code === 10 || code === 13 || code === delimiterCode) return false;
    }
    return true;
  };
}

/** A function that writes one cell safely (guarded, then quoted) for files with this delimiter. */
export function cellWriter(delimiter: Delimiter): (cell: string) => string {
  const pattern = needsQuotes(delimiter);
  return (cell) => {
    if (cell === '') return cell;
    const safe = guardFormula(cell);
    return pattern.test(safe) ? `"${safe.replace(QUOTES, '""')}"` : safe;
  };
}

/** One record: cells written safely, joined by the delimiter, ended with CRLF. */
export function writeRecord(cells: readonly string[], delimiter: Delimiter): string {
  const write = cellWriter(delimiter);
  return cells.map(write).join(delimiter) + RECORD_END;
}
