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
