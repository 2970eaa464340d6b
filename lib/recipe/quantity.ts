/**
 * The amount at the start of a recipe line: whole numbers, decimals with a point or a
 * comma, slash fractions ("1/2", also with the fraction slash "1⁄2"), mixed numbers ("1 1/2"),
 * Unicode vulgar fractions alone or after a whole number ("½", "1½", "1 ½"), and ranges ("2-3",
 * "2 – 3"), whose lower end is the quantity.
 */

const VULGAR_FRACTIONS = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
} as const satisfies Record<string, number>;

const VULGAR = `[${Object.keys(VULGAR_FRACTIONS).join('')}]`;
const SLASH = '[/⁄]';

/** One amount; the alternatives are tried in this order, so "1 1/2" is read whole before "1". */
const AMOUNT = new RegExp(
  [
    `(?<mixedWhole>\\d+)\\s+(?<mixedNum>\\d+)\\s*${SLASH}\\s*(?<mixedDen>\\d+)`,
    `(?<vulgarWhole>\\d+)\\s*(?<vulgarPart>${VULGAR})`,
    `(?<num>\\d+)\\s*${SLASH}\\s*(?<den>\\d+)`,
    `(?<vulgar>${VULGAR})`,
    `(?<decimal>\\d*\\.\\d+|\\d+(?:[.,]\\d+)?)`,
  ].join('|'),
  'y',
);

// "1-2", "1–2", "3½- to 4", and the range words of the five languages ("1 to 2", "2 a 3", "2 à 3",
// "1 bis 2", "1 til 2", "1 or 2").
const RANGE_DASH = /(?:\s*[-–—]\s*(?:to\s+)?|\s+(?:to|a|à|bis|til|or|o|ou|oder|eller)\s+)/y;

interface AmountMatch {
  readonly value: number;
  /** Index just after the amount. */
  readonly end: number;
}

function vulgarValue(character: string | undefined): number {
  return VULGAR_FRACTIONS[character as keyof typeof VULGAR_FRACTIONS] ?? Number.NaN;
}

function valueOf(groups: Record<string, string | undefined>): number {
  if (groups.mixedWhole !== undefined) {
    return Number(groups.mixedWhole) + Number(groups.mixedNum) / Number(groups.mixedDen);
  }
  if (groups.vulgarWhole !== undefined) {
    return Number(groups.vulgarWhole) + vulgarValue(groups.vulgarPart);
  }
  if (groups.num !== undefined) return Number(groups.num) / Number(groups.den);
  if (groups.vulgar !== undefined) return vulgarValue(groups.vulgar);
  return Number((groups.decimal ?? '').replace(',', '.'));
}

/** The amount starting exactly at `start`, if there is a finite one. */
function readAmount(text: string, start = 0): AmountMatch | undefined {
  AMOUNT.lastIndex = start;
  const match = AMOUNT.exec(text);
  if (match === null || match.groups === undefined) return undefined;
  const value = valueOf(match.groups);
  // "1/0" is not an amount.
  if (!Number.isFinite(value)) return undefined;
  return { value, end: start + match[0].length };
}

export interface QuantityMatch {
  readonly quantity: number;
  /** Upper end of a range, or null. */
  readonly rangeEnd: number | null;
  readonly end: number;
}

/** The quantity at `from` of `text` (leading spaces allowed), with an optional range. */
export function readQuantity(text: string, from = 0): QuantityMatch | undefined {
  const rest = text.slice(from);
  const start = from + rest.length - rest.trimStart().length;
  const first = readAmount(text, start);
  if (first === undefined) return undefined;
  RANGE_DASH.lastIndex = first.end;
  const dash = RANGE_DASH.exec(text);
  if (dash !== null) {
    const second = readAmount(text, first.end + dash[0].length);
    if (second !== undefined) return { quantity: first.value, rangeEnd: second.value, end: second.end };
  }
  return { quantity: first.value, rangeEnd: null, end: first.end };
}
