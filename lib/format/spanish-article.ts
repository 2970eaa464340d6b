/**
 * Spanish names a unit with its article where English has none ("¿Dónde se usan las pulgadas?",
 * "¿Dónde se usa el hexadecimal?"). The site's Spanish unit names are plurals but for a few
 * systems and scales named in the singular; the gender is the head noun's, the first word.
 */

/** Heads that stay the same in the plural: "los kelvin", "los torr", "los BTU por hora". */
const INVARIANT = new Set(['kelvin', 'torr', 'nox', 'em', 'btu', 'lux', 'kilolux']);
/** Feminine heads that do not end in -a(s): "las unidades astronómicas", "la velocidad de la luz". */
const FEMININE = /^(?:unidades|revoluciones|manos|velocidad)$/u;

export interface SpanishArticle {
  /** The name with its article: "las tallas de anillo japonesas", "el binario". */
  readonly the: string;
  /** 'one' for a name in the singular, so the verb can agree: "se usa", "se usan". */
  readonly count: 'one' | 'other';
}

/** A Spanish unit name (as in a sentence, lower case) with the article its head noun takes. */
export function spanishArticle(name: string): SpanishArticle {
  // "Por hora" names a frequency, not a thing: "la frecuencia por hora".
  if (/^por\s/u.test(name)) return { the: `la frecuencia ${name}`, count: 'one' };
  const head = (name.split(/[\s-]/u)[0] ?? '').toLowerCase();
  const plural = head.endsWith('s') || INVARIANT.has(head);
  const feminine = FEMININE.test(head) || /as?$/u.test(head);
  const article = plural ? (feminine ? 'las' : 'los') : feminine ? 'la' : 'el';
  return { the: `${article} ${name}`, count: plural ? 'other' : 'one' };
}

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
