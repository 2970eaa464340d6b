import { fold } from './fold';

/**
 * A query cut into tokens after folding: numbers ("1,5", "-40", "2.5e3"), fractions ("1/2"),
 * prefixed integers of a base ("0xff"), words (units, ingredients, connectors: "km/h", "°f",
 * "m2", "us-gallone", and the feet/inch marks ' and ") and the arrow-like connectors. Other
 * punctuation is dropped.
 */
type TokenKind = 'number' | 'fraction' | 'radix' | 'word';

export interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}

const PATTERNS: readonly (readonly [TokenKind, RegExp])[] = [
  ['radix', /(?:0x[0-9a-f]+|0b[01]+|0o[0-7]+)(?![\p{L}\p{N}])/uy],
  ['fraction', /\d+\/\d+/y],
  ['number', /[+\-\u2212]?(?:\d+(?:[.,]\d+)*|[.,]\d+)(?:e[+\-\u2212]?\d+)?/y],
  ['word', /[\p{L}°$€£¥₹₽₩฿₺₪₱₫](?:[\p{L}°$.\-]|\/[\p{L}\p{N}]+|[23](?![\p{L}\p{N}]))*/uy],
  ['word', /['"]|->|→|=|\+(?= ?\p{L})/uy],
];

/** French elision: "d'huile" reads as "de huile". */
const ELISION = /\b([dl])'(?=\p{L})/gu;

export function tokenize(text: string): Token[] {
  const folded = fold(text).replace(ELISION, '$1e ');
  const tokens: Token[] = [];
  let at = 0;
  scan: while (at < folded.length) {
    for (const [kind, pattern] of PATTERNS) {
      pattern.lastIndex = at;
      const match = pattern.exec(folded);
      if (match !== null && match[0] !== '') {
        let word = match[0];
        // A word's trailing dots are abbreviation marks ("in.", "sq. ft.").
        if (kind === 'word' && word.length > 1) word = word.replace(/\.+$/, '');
        tokens.push({ kind, text: word });
        at += match[0].length;
        continue scan;
      }
    }
    at += 1;
  }
  return tokens;
}

/** Tokens joined the way lexicon keys are. */
export function keyOf(tokens: readonly Token[], from: number, to: number): string {
  let key = '';
  for (let i = from; i < to; i++) key += (i === from ? '' : ' ') + tokens[i]!.text;
  return key;
}
