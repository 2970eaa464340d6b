import type { Locale } from '@/i18n/locales';
import { readNumber } from '@/lib/units';
import { toNumber } from '@/lib/units/rational';
import type { Token } from './tokens';

/**
 * Reads the amount that starts at tokens[at]: a number in the language's notation ("1,5" is 1.5
 * in German), a fraction ("1/2"), a mixed number ("1 1/2", "-2 3/4") or a number grouped with a
 * space ("1 500"). The numbers are read by lib/units' readNumber, the number reader of the site's
 * one value reader (readValue), so "1 1/2" or "1,5" mean here what they mean in a converter field;
 * this file only decides which tokens make up one amount.
 */
export interface Amount {
  readonly value: number;
  /** The amount as typed (digits for number bases). */
  readonly text: string;
  /** Index of the first token after it. */
  readonly next: number;
}

/** The number of the text, or undefined when it is none (or out of range, or over zero). */
function numberOf(text: string, language: Locale): number | undefined {
  const read = readNumber(text, language);
  if (typeof read === 'string') return undefined;
  const value = toNumber(read);
  return Number.isFinite(value) ? value : undefined;
}

export function readAmount(tokens: readonly Token[], at: number, language: Locale): Amount | undefined {
  const token = tokens[at];
  if (token === undefined) return undefined;
  if (token.kind === 'fraction') {
    const value = numberOf(token.text, language);
    return value === undefined ? undefined : { value, text: token.text, next: at + 1 };
  }
  if (token.kind !== 'number') return undefined;
  const value = numberOf(token.text, language);
  if (value === undefined) return undefined;
  const after = tokens[at + 1];
  if (after?.kind === 'fraction' && /^[+\-\u2212]?\d+$/.test(token.text)) {
    // A mixed number: the sign in front signs the whole ("-2 3/4" is -2.75).
    const text = `${token.text} ${after.text}`;
    const mixed = numberOf(text, language);
    return mixed === undefined ? undefined : { value: mixed, text, next: at + 2 };
  }
  if (after?.kind === 'number' && /^\d{3}$/.test(after.text) && /^[+\-\u2212]?[1-9]\d{0,2}$/.test(token.text)) {
    const grouped = numberOf(`${token.text}${after.text}`, language);
    if (grouped !== undefined) return { value: grouped, text: `${token.text} ${after.text}`, next: at + 2 };
  }
  return { value, text: token.text, next: at + 1 };
}
