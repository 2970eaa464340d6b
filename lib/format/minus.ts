/**
 * How a written number shows its minus, shared by ./number and ./result so that prose writes one
 * minus sign whichever of them wrote the number.
 */

/** The minus sign (U+2212) that prose writes before a negative number, where Intl gives en, es, de and fr a hyphen. */
export const MINUS_SIGN = '\u2212';

/**
 * 'locale': as Intl writes it (a hyphen in en, es, de and fr, U+2212 in Norwegian);
 * 'ascii': "-" rather than the U+2212 some locales use, for text people type or programs read;
 * 'sign': the minus sign U+2212 in every language, as typeset prose writes it ("−40 °C", "1.000e−5").
 */
export type Minus = 'locale' | 'ascii' | 'sign';

/** `text`, a number as Intl wrote it, with every minus (an exponent's too) written as `minus` asks. */
export function withMinus(text: string, minus: Minus): string {
  if (minus === 'ascii') return text.replaceAll(MINUS_SIGN, '-');
  return minus === 'sign' ? text.replaceAll('-', MINUS_SIGN) : text;
}
