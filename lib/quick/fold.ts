/**
 * Text as the quick-convert parser compares it: lower case, accents and compatibility forms
 * removed (NFKD: "é" → "e", "²" → "2", "℃" → "°c"), "ß" → "ss", typographic quotes and primes
 * made ASCII, vulgar fractions spelled out (" 1/2"), spaces collapsed. Aliases and queries are
 * folded the same way, so "Fuß", "fuss" and "FUSS" all meet.
 */
const VULGAR: Readonly<Record<string, string>> = {
  '½': ' 1/2',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅕': ' 1/5',
  '⅖': ' 2/5',
  '⅗': ' 3/5',
  '⅘': ' 4/5',
  '⅙': ' 1/6',
  '⅚': ' 5/6',
  '⅛': ' 1/8',
  '⅜': ' 3/8',
  '⅝': ' 5/8',
  '⅞': ' 7/8',
};
const VULGAR_RE = /[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u2032\u00b4`]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u2033\u00ab\u00bb]|''/g;
const MARKS = /\p{M}+/gu;
const SPACES = /[\s\u00a0\u202f\u2009]+/g;

export function fold(text: string): string {
  return text
    .replace(VULGAR_RE, (c) => VULGAR[c] ?? c)
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\u2044/g, '/')
    .replace(SPACES, ' ')
    .trim();
}

/** "pulgada(s) cuadrada(s)" → every spelling with and without each bracketed ending. */
export function expandAlias(alias: string): string[] {
  const match = /\(([^()]*)\)/.exec(alias);
  if (match === null) return [alias];
  const head = alias.slice(0, match.index);
  const tail = alias.slice(match.index + match[0].length);
  return [...expandAlias(head + tail), ...expandAlias(head + match[1] + tail)];
}
