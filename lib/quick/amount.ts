import type { Locale } from '@/i18n/locales';
import { tryParseNumber } from '@/lib/units';
import type { Token } from './tokens';

/**
 * Reads the amount that starts at tokens[at]: a number in the language's notation ("1,5" is 1.5
 * in German), a fraction ("1/2"), a mixed number ("1 1/2", "-2 3/4") or a number grouped with a
 * space ("1 500"). This is the one place amounts are read, kept apart so it can become the site's
 * shared value reader.
 */
export interface Amount {
  readonly value: number;
  /** The amount as typed (digits for number bases). */
  readonly text: string;
  /** Index of the first token after it. */
  readonly next: number;
}

function fractionOf(text: string): number | undefined {
  const [top = '', bottom = ''] = text.split('/');
  const denominator = Number(bottom);
  return denominator === 0 ? undefined : Number(top) / denominator;
}

export function readAmount(tokens: readonly Token[], at: number, language: Locale): Amount | undefined {
  const token = tokens[at];
  if (token === undefined) return undefined;
  if (token.kind === 'fraction') {
    const value = fractionOf(token.text);
    return value === undefined ? undefined : { value, text: token.text, next: at + 1 };
  }
  if (token.kind !== 'number') return undefined;
  const value = tryParseNumber(token.text, language);
  if (value === undefined) return undefined;
  const after = tokens[at + 1];
  if (after?.kind === 'fraction' && Number.isInteger(value)) {
    const part = fractionOf(after.text);
    if (part === undefined) return undefined;
    const negative = value < 0 || Object.is(value, -0) || /^[-\u2212]/.test(token.text);
    return { value: negative ? value - part : value + part, text: `${token.text} ${after.text}`, next: at + 2 };
  }
  if (after?.kind === 'number' && /^\d{3}$/.test(after.text) && /^[+\-\u2212]?[1-9]\d{0,2}$/.test(token.text)) {
    const grouped = tryParseNumber(`${token.text}${after.text}`, language);
    if (grouped !== undefined) return { value: grouped, text: `${token.text} ${after.text}`, next: at + 2 };
  }
  return { value, text: token.text, next: at + 1 };
}
