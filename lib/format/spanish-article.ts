/**
 * Spanish names a unit with its article where English has none ("¿Dónde se usan las pulgadas?",
 * "¿Dónde se usa el hexadecimal?"). The site's Spanish unit names are plurals but for a few
 * systems and scales named in the singular; the gender is the head noun's, the first word.
 */

/** Heads that stay the same in the plural: "los kelvin", "los torr", "los BTU por hora". */
const INVARIANT = new Set(['kelvin', 'torr', 'nox', 'em', 'btu']);
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
  const head = (name.split(/[\s-]/u)[0] ?? '').toLowerCase();
  const plural = head.endsWith('s') || INVARIANT.has(head);
  const feminine = FEMININE.test(head) || /as?$/u.test(head);
  const article = plural ? (feminine ? 'las' : 'los') : feminine ? 'la' : 'el';
  return { the: `${article} ${name}`, count: plural ? 'other' : 'one' };
}
