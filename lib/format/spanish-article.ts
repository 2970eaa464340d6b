/** Spanish names a currency with its article where English has none ("la corona danesa"). */

/** Currency nouns in -a that are masculine: "el taka", "el kuacha". */
const MASCULINE_IN_A = new Set(['taka', 'kuacha', 'nakfa', 'lempira', 'kuanza', 'córdoba', 'balboa', 'tala', 'paanga']);

/**
 * A Spanish currency name (as CLDR gives it, singular) with its article: an adjective after the
 * noun shows the gender ("el nakfa eritreo", "la corona danesa"), else the noun does ("la rupia",
 * "el dírham de los Emiratos Árabes Unidos", "los derechos especiales de giro").
 */
export function spanishCurrencyArticle(name: string): string {
  const [head = '', second = ''] = name.split(' ');
  if (head.endsWith('s')) return `los ${name}`;
  // "vietnamita", "belga": adjectives in -a that are both genders say nothing.
  const ending = /(?:it|ist)a$/u.test(second) ? undefined : /([oa])s?$/u.exec(second)?.[1];
  const feminine = ending === undefined ? /a$/u.test(head) && !MASCULINE_IN_A.has(head) : ending === 'a';
  return `${feminine ? 'la' : 'el'} ${name}`;
}
