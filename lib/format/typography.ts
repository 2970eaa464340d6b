/**
 * Each language's typography, in one place, for every text the site writes: the messages (typeset
 * once as they load, i18n/request.ts and scripts/lazy-messages.ts), the templates filled in code
 * (fillTemplate with a locale) and the labels components end with a colon (labelColon).
 *
 * - Every language: a number and its unit never part at the end of a line ("23,658.8 ml",
 *   "16 px"): the space between them is a no-break space, in a text and in a template
 *   ("{result} {toSymbol}", "# tasses").
 * - French: "de" elides before a vowel ("Combien d’onces"); a no-break space before the colon (espace insécable) and a narrow one before ";", "!",
 *   "?" and "%" and inside « guillemets » (espace fine insécable), as the Imprimerie nationale's rules
 *   and Intl's French (which groups digits with the same narrow space) write them.
 */
import type { Locale } from '@/i18n/locales';
import { fillTemplate } from './template';

/** No-break space (U+00A0). */
export const NBSP = '\u00A0';
/** Narrow no-break space (U+202F): French before ; ! ? % and inside « », Intl's French digit groups. */
export const NNBSP = '\u202F';

/** A space, or none, where French wants one before a sign: any space but a line break. */
const SPACE_BEFORE = /[ \u00A0\u202F]?/.source;
/** What may follow a French "?", "!", ";" or ":" that ends a phrase: not a URL's "?q=" or a ratio's "1:2". */
const PHRASE_END = /(?=$|[\s»")\]’.,…<])/.source;

const FRENCH_RULES: readonly (readonly [RegExp, string])[] = [
  // "Remarque :", "ex. :" — but not "https://", "10:30" or "1:2".
  [new RegExp(`(?<=[\\p{L}\\p{N}).»"’%…}])${SPACE_BEFORE}:${PHRASE_END}`, 'gu'), `${NBSP}:`],
  [new RegExp(`(?<=[\\p{L}\\p{N}).»"’%…}])${SPACE_BEFORE}([;!?])${PHRASE_END}`, 'gu'), `${NNBSP}$1`],
  // "12 %", "12%" → "12 %" (also after a placeholder: "{share} %").
  [new RegExp(`(?<=[\\p{N}}])${SPACE_BEFORE}%`, 'gu'), `${NNBSP}%`],
  // "Combien de onces" → "Combien d’onces": a unit's name filled in after "de" elides as the
  // written text does; not before "un", "une" or "onze" (numbers) nor an aspirated h ("de huit").
  [/(?<![\p{L}’'])([Dd])e (?=(?:[aeiouàâéèêëîïôûœ]|h(?:ect|eure))(?!n\b|ne\b|nze\b))/gu, '$1’'],
  [/«[ \u00A0\u202F]?/g, `«${NNBSP}`],
  [/[ \u00A0\u202F]?»/g, `${NNBSP}»`],
];

const COMMON_RULES: readonly (readonly [RegExp, string])[] = [
  // A number and what it counts: "16 px", "100 US-Tassen", an ICU plural's "# tasses"; decimal
  // digits only, so "m² to ft²" keeps its space.
  [/(?<=[\p{Nd}#]) (?=[\p{L}°µΩ℃℉'’"″])/gu, NBSP],
  // A placeholder and the unit symbol after it: "{result} {toSymbol}", "{x} {unit}"; a number's
  // placeholder and what follows it: "{value} {from}", "{count} {unit}".
  [/(?<=\}) (?=\{\w*(?:[Ss]ymbol|[Uu]nit)\})/g, NBSP],
  [/(?<=\{\w*(?:[Vv]alue|[Rr]esult|[Aa]mount|[Cc]ount)\}) (?=\{\w+\})/g, NBSP],
];

/** `text` with the language's spaces: the rules above. Idempotent; leaves URLs, times and ratios alone. */
export function typeset(text: string, locale: Locale): string {
  let out = text;
  for (const [pattern, replacement] of COMMON_RULES) out = out.replace(pattern, replacement);
  if (locale === 'fr') for (const [pattern, replacement] of FRENCH_RULES) out = out.replace(pattern, replacement);
  return out;
}

/** A template filled (fillTemplate) and typeset for the language, as next-intl's messages are. */
export function fillTypeset(template: string, values: Readonly<Record<string, string | number>>, locale: Locale): string {
  return typeset(fillTemplate(template, values), locale);
}

/** A label a component ends with a colon ("Note:", "Remarque :"). */
export function labelColon(label: string, locale: Locale): string {
  return typeset(`${label}:`, locale);
}

/** Each language's quotation marks, as its messages write them around what the visitor typed. */
const QUOTES: Readonly<Record<Locale, readonly [open: string, close: string]>> = {
  en: ['“', '”'],
  es: ['«', '»'],
  de: ['„', '“'],
  fr: ['«', '»'],
  no: ['«', '»'],
};

/** `text` in the language's quotation marks, typeset: «harina», „Mehl“, « farine ». */
export function quoted(text: string, locale: Locale): string {
  const [open, close] = QUOTES[locale];
  return typeset(`${open}${text}${close}`, locale);
}

/**
 * A sentence ending on an abbreviation ends on its period: "… 3.169e−19 c.." and "… 3 cdta.." keep
 * one, as every language's style guide writes it. Leaves an ellipsis ("...") alone.
 */
export function oneFullStop(text: string): string {
  return text.replace(/(?<=\p{L}\.)\.(?=\s|$)/gu, '');
}

/** A number and its unit symbol or name, which never part: "23,658.8 ml". */
export function withUnit(number: string, unit: string): string {
  return `${number}${NBSP}${unit}`;
}

/**
 * Every message of a tree (a namespace, a message file: strings in nested objects) typeset for the
 * language. Arrays stay arrays: a build precompiles each ICU message into nested arrays of its text
 * and arguments (next.config.ts), whose text parts are typeset like any other.
 */
export function typesetMessages<T extends object>(tree: T, locale: Locale): T {
  const each = (value: unknown): unknown =>
    typeof value === 'string'
      ? typeset(value, locale)
      : Array.isArray(value)
        ? value.map(each)
        : value !== null && typeof value === 'object'
          ? typesetMessages(value, locale)
          : value;
  if (Array.isArray(tree)) return tree.map(each) as T;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) out[key] = each(value);
  return out as T;
}
