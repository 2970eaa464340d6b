import type { Locale } from '@/i18n/locales';
import { typeset } from '@/lib/format/typography';
import { CURRENCY_DATA, SUBUNIT_NAMES, type CurrencyData } from './currency';
import { count, frenchGender, list, PEG_TARGETS, spanishGender, subject, territoryNames } from './currency-facts';

/**
 * Two currencies side by side, for the question a currency pair page asks about them, from the data
 * of ./currency.ts in whole-sentence templates per language, with the names' grammar of
 * ./currency-facts.ts: what each is divided into and what it is pegged to, then where each is used.
 *   "The US dollar (USD) is divided into 100 cents, and the Indian rupee (INR) into 100 paise."
 *   "ISO 4217 lists the countries and territories that use each: USD (United States, …) and INR (India and Bhutan)."
 * Territory lists stand in brackets, so that no country name needs an article or a preposition.
 */

/**
 * What a currency is divided into and pegged to, as one clause with its name as subject; undefined
 * when neither is known. `gapped`: after a clause that said "is divided into", a subunit alone
 * leaves the verb out ("and the euro (EUR) into 100 cents").
 */
function clause(locale: Locale, code: string, data: CurrencyData, gapped: boolean): string | undefined {
  const { subunit, peg } = data;
  if (subunit === undefined && peg === undefined) return undefined;
  const s = subject(locale, code);
  const n = count(locale, 10 ** data.minor);
  const sub = subunit === undefined ? undefined : SUBUNIT_NAMES[subunit][locale];
  if (gapped && sub !== undefined && peg === undefined) return `${s}${GAPPED[locale]} ${n} ${sub}`;
  const par = peg?.kind === 'par';
  const to = peg === undefined || peg.kind === 'erm2' ? undefined : PEG_TARGETS[peg.to][locale];
  const erm2 = peg?.kind === 'erm2';
  switch (locale) {
    case 'en': {
      const pegged = erm2 ? 'held close to a central rate against the euro in ERM II' : `pegged ${par ? 'one-to-one ' : ''}to ${to}`;
      if (sub === undefined) return `${s} is ${pegged}`;
      return `${s} is divided into ${n} ${sub}${peg === undefined ? '' : ` and ${pegged}`}`;
    }
    case 'es': {
      const a = spanishGender(code) === 'f' ? 'a' : 'o';
      const pegged = erm2
        ? 'se mantiene en el MTC II cerca de una paridad central frente al euro'
        : `está vinculad${a} ${to}${par ? ' en paridad uno a uno' : ''}`;
      if (sub === undefined) return `${s} ${pegged}`;
      return `${s} se divide en ${n} ${sub}${peg === undefined ? '' : ` y ${pegged}`}`;
    }
    case 'de': {
      const pegged = erm2
        ? 'wird im WKM II nahe an einem Leitkurs zum Euro gehalten'
        : `${par ? 'im Verhältnis eins zu eins ' : ''}an ${to} gebunden`;
      if (sub === undefined) return `${s} ist ${pegged}`;
      return `${s} ist in ${n} ${sub} unterteilt${peg === undefined ? '' : ` und ${pegged}`}`;
    }
    case 'fr': {
      const e = frenchGender(code) === 'f' ? 'e' : '';
      const pegged = erm2
        ? `maintenu${e} dans le MCE II près d’un cours pivot face à l’euro`
        : `rattaché${e} ${to}${par ? ' à parité, un pour un' : ''}`;
      if (sub === undefined) return `${s} est ${pegged}`;
      return `${s} est divisé${e} en ${n} ${sub}${peg === undefined ? '' : ` et ${pegged}`}`;
    }
    case 'no': {
      const pegged = erm2 ? 'holdes i ERM II nær en sentralkurs mot euro' : `knyttet til ${to}${par ? ' i forholdet én til én' : ''}`;
      if (sub === undefined) return `${s} er ${pegged}`;
      return `${s} er delt inn i ${n} ${sub}${peg === undefined ? '' : ` og ${pegged}`}`;
    }
  }
}

/** What stands for "is divided into" in a gapped clause. */
const GAPPED: Readonly<Record<Locale, string>> = { en: ' into', es: ', en', de: ' in', fr: ', en', no: ' i' };

const AND: Readonly<Record<Locale, string>> = { en: ', and', es: ', y', de: ', und', fr: ', et', no: ', og' };

const lowerFirst = (text: string, locale: Locale) => text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);

/** "The US dollar (USD) is divided into 100 cents, and the Indian rupee (INR) into 100 paise." */
function divisionSentence(locale: Locale, [a, b]: readonly [string, string]): string | undefined {
  const [dataA, dataB] = [CURRENCY_DATA[a]!, CURRENCY_DATA[b]!];
  const first = clause(locale, a, dataA, false);
  const second = clause(locale, b, dataB, dataA.subunit !== undefined);
  if (first !== undefined && second !== undefined) return `${first}${AND[locale]} ${lowerFirst(second, locale)}.`;
  const one = first ?? second;
  return one === undefined ? undefined : `${one}.`;
}

/** "ISO 4217 lists the countries and territories that use each: CLP (Chile) and ILS (Israel)." */
function territorySentence(locale: Locale, [a, b]: readonly [string, string]): string {
  const each = (code: string) => `${code.toUpperCase()} (${list(locale, territoryNames(locale, CURRENCY_DATA[code]!))})`;
  const [first, second] = [each(a), each(b)];
  switch (locale) {
    case 'en':
      return `ISO 4217 lists the countries and territories that use each: ${first} and ${second}.`;
    case 'es':
      // "e" before the sound /i/ of a code read letter by letter ("e ILS").
      return `La norma ISO 4217 indica los países y territorios que usan cada una: ${first} ${/^[IY]/.test(second) ? 'e' : 'y'} ${second}.`;
    case 'de':
      return `ISO 4217 nennt die Länder und Gebiete jeder der beiden Währungen: ${first} und ${second}.`;
    case 'fr':
      return `La norme ISO 4217 indique les pays et territoires de chacune\u00a0: ${first} et ${second}.`;
    case 'no':
      return `ISO 4217 oppgir landene og områdene som bruker hver av dem: ${first} og ${second}.`;
  }
}

/**
 * How two currencies differ, in the locale: what each is divided into or pegged to, where known,
 * then where each is used. Undefined when either has no data (the withdrawn BGN, the IMF's XDR).
 */
export function currencyDifferenceText(locale: Locale, codes: readonly [string, string]): string | undefined {
  if (CURRENCY_DATA[codes[0]] === undefined || CURRENCY_DATA[codes[1]] === undefined) return undefined;
  const sentences = [divisionSentence(locale, codes), territorySentence(locale, codes)];
  return typeset(sentences.filter((sentence) => sentence !== undefined).join(' '), locale);
}
