import type { Locale } from '@/i18n/locales';
import { typeset } from '@/lib/format/typography';
import { CURRENCY_DATA, SUBUNIT_NAMES, type CurrencyData } from './currency';
import { count, frenchGender, germanGender, list, PEG_TARGETS, spanishGender, subject, territoryNames } from './currency-facts';

/**
 * Two currencies side by side, for the question a currency pair page asks about them, from the data
 * of ./currency.ts in whole-sentence templates per language, with the names' grammar of
 * ./currency-facts.ts: what each is divided into and pegged to, then where ISO 4217 lists each.
 *   "The US dollar (USD) is divided into 100 cents, and the Indian rupee (INR) into 100 paise.
 *    ISO 4217 lists the countries and territories that use each: USD (United States, …) and INR (India and Bhutan)."
 * Where only one of the two has a subunit or a peg, it is said in the second sentence, of that
 * currency's code, so that no sentence is about one currency alone:
 *   "… each: CZK (Czechia) and MXN (Mexico), which is divided into 100 centavos."
 * Territory lists stand in brackets, so that no country name needs an article or a preposition.
 */

/** What a currency is divided into and what it is pegged to, as predicates ("divided into 100 øre"). */
interface Predicates {
  readonly divided?: string;
  readonly pegged?: string;
}

/** German puts the participle last in a main clause ("ist in 100 Øre unterteilt"), first in an apposition. */
function predicates(locale: Locale, code: string, data: CurrencyData, main: boolean): Predicates {
  const { subunit, peg } = data;
  const n = count(locale, 10 ** data.minor);
  const sub = subunit === undefined ? undefined : SUBUNIT_NAMES[subunit][locale];
  const par = peg?.kind === 'par';
  const erm2 = peg?.kind === 'erm2';
  const to = peg === undefined || peg.kind === 'erm2' ? '' : PEG_TARGETS[peg.to][locale];
  const e = frenchGender(code) === 'f' ? 'e' : '';
  const a = spanishGender(code) === 'f' ? 'a' : 'o';
  const written: Record<Locale, Predicates> = {
    en: {
      divided: `divided into ${n} ${sub}`,
      pegged: erm2 ? 'held close to a central rate against the euro in ERM II' : `pegged ${par ? 'one-to-one ' : ''}to ${to}`,
    },
    es: {
      divided: `se divide en ${n} ${sub}`,
      pegged: erm2
        ? 'se mantiene en el MTC II cerca de una paridad central frente al euro'
        : `está vinculad${a} ${to}${par ? ' en paridad uno a uno' : ''}`,
    },
    de: {
      divided: main ? `in ${n} ${sub} unterteilt` : `unterteilt in ${n} ${sub}`,
      pegged: erm2
        ? `${main ? 'wird ' : ''}im WKM II nahe an einem Leitkurs zum Euro gehalten`
        : `${par ? 'im Verhältnis eins zu eins ' : ''}an ${to} gebunden`,
    },
    fr: {
      divided: `divisé${e} en ${n} ${sub}`,
      pegged: erm2
        ? `maintenu${e} dans le MCE II près d’un cours pivot face à l’euro`
        : `rattaché${e} ${to}${par ? ' à parité, un pour un' : ''}`,
    },
    no: {
      divided: `delt inn i ${n} ${sub}`,
      pegged: erm2 ? 'holdes i ERM II nær en sentralkurs mot euro' : `knyttet til ${to}${par ? ' i forholdet én til én' : ''}`,
    },
  };
  return {
    ...(sub === undefined ? {} : { divided: written[locale].divided }),
    ...(peg === undefined ? {} : { pegged: written[locale].pegged }),
  };
}

const AND: Readonly<Record<Locale, string>> = { en: 'and', es: 'y', de: 'und', fr: 'et', no: 'og' };

/** Both predicates, or the one there is: "divided into 100 fils and pegged to the US dollar". */
const joined = (locale: Locale, { divided, pegged }: Predicates) =>
  [divided, pegged].filter((part) => part !== undefined).join(` ${AND[locale]} `);

/** What stands for "is divided into" after a clause that said it ("and the euro (EUR) into 100 cents"). */
const GAPPED: Readonly<Record<Locale, string>> = { en: ' into', es: ', en', de: ' in', fr: ', en', no: ' i' };

/** The currency as the subject of its predicates: "The Danish krone (DKK) is divided into 100 øre and …". */
function mainClause(locale: Locale, code: string, data: CurrencyData, gapped: boolean): string {
  const s = subject(locale, code);
  const said = predicates(locale, code, data, true);
  if (gapped && said.pegged === undefined) {
    return `${s}${GAPPED[locale]} ${count(locale, 10 ** data.minor)} ${SUBUNIT_NAMES[data.subunit!][locale]}`;
  }
  const both = joined(locale, said);
  switch (locale) {
    case 'en':
      return `${s} is ${both}`;
    case 'es':
      return `${s} ${both}`;
    case 'de':
      // "wird … gehalten" brings its own verb.
      return said.divided === undefined && said.pegged!.startsWith('wird ') ? `${s} ${both}` : `${s} ist ${both}`;
    case 'fr':
      return `${s} est ${both}`;
    case 'no':
      return said.divided === undefined && said.pegged!.startsWith('holdes ') ? `${s} ${both}` : `${s} er ${both}`;
  }
}

/** The predicates after a code, in an apposition or a relative clause: ", which is divided into 100 centavos". */
function relativeClause(locale: Locale, code: string, data: CurrencyData): string {
  const both = joined(locale, predicates(locale, code, data, false));
  switch (locale) {
    case 'en':
      return `which is ${both}`;
    case 'es':
      return `que ${both}`;
    case 'de':
      return germanRelative(code, predicates(locale, code, data, true));
    case 'fr':
      return both;
    case 'no':
      return both.startsWith('holdes ') ? `som ${both}` : `som er ${both}`;
  }
}

/**
 * A German relative clause, verb last: after "ILS (Israel)" a bare participle ("unterteilt in 100
 * Agorot") reads as said of the country; "der in 100 Agorot unterteilt ist" is said of the currency.
 */
function germanRelative(code: string, { divided, pegged }: Predicates): string {
  const pronoun = { m: 'der', f: 'die', n: 'das' }[germanGender(code)];
  const held = pegged?.startsWith('wird ') === true ? `${pegged.slice('wird '.length)} wird` : undefined;
  const parts = held === undefined ? [divided, pegged] : [divided === undefined ? undefined : `${divided} ist`, held];
  const clause = parts.filter((part) => part !== undefined).join(' und ');
  return held === undefined ? `${pronoun} ${clause} ist` : `${pronoun} ${clause}`;
}

const hasPredicates = (data: CurrencyData) => data.subunit !== undefined || data.peg !== undefined;

const lowerFirst = (text: string, locale: Locale) => text.charAt(0).toLocaleLowerCase(locale) + text.slice(1);

/** "The US dollar (USD) is divided into 100 cents, and the Indian rupee (INR) into 100 paise." */
function divisionSentence(locale: Locale, [a, b]: readonly [string, string]): string {
  const [dataA, dataB] = [CURRENCY_DATA[a]!, CURRENCY_DATA[b]!];
  const first = mainClause(locale, a, dataA, false);
  const second = mainClause(locale, b, dataB, dataA.subunit !== undefined);
  return `${first}, ${AND[locale]} ${lowerFirst(second, locale)}.`;
}

/**
 * The users a long territory list names: the places where the currency is the main money, most
 * populous first (UN World Population Prospects; Haiti, listed for USD, pays mostly in gourdes). The
 * rest are counted ("and 16 other territories"), not listed: a list this long reads as noise.
 */
const MAIN_TERRITORIES: Readonly<Record<string, readonly string[]>> = {
  usd: ['US', 'EC', 'SV'],
  eur: ['DE', 'FR', 'IT'],
  aud: ['AU', 'KI', 'NR'],
  nzd: ['NZ', 'CK', 'NU'],
  xaf: ['CM', 'TD', 'CG'],
  xcd: ['LC', 'GD', 'VC'],
  xof: ['CI', 'NE', 'ML'],
};

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** "16 other territories", as the last item of a list. */
function others(locale: Locale, n: number): string {
  const rules = pluralRules.get(locale) ?? new Intl.PluralRules(locale);
  pluralRules.set(locale, rules);
  const one = rules.select(n) === 'one';
  const c = count(locale, n);
  switch (locale) {
    case 'en':
      return one ? `${c} other territory` : `${c} other territories`;
    case 'es':
      return one ? 'otro territorio' : `otros ${c} territorios`;
    case 'de':
      return one ? 'ein weiteres Gebiet' : `${c} weitere Gebiete`;
    case 'fr':
      return one ? 'un autre territoire' : `${c} autres territoires`;
    case 'no':
      return one ? 'ett annet område' : `${c} andre områder`;
  }
}

/** Where a currency is used: every territory, or its main users and how many others. */
function territoryList(locale: Locale, code: string): string {
  const data = CURRENCY_DATA[code]!;
  const main = MAIN_TERRITORIES[code];
  if (main === undefined) return list(locale, territoryNames(locale, data));
  const named = main.map((region) => territoryNames(locale, { territories: [region], minor: data.minor })[0]!);
  return list(locale, [...named, others(locale, data.territories.length - main.length)]);
}

/** "ISO 4217 lists the countries and territories that use each: CLP (Chile) and ILS (Israel)." */
function territorySentence(locale: Locale, [a, b]: readonly [string, string], described: string | undefined): string {
  const item = (code: string) => {
    const listed = `${code.toUpperCase()} (${territoryList(locale, code)})`;
    return code === described ? `${listed}, ${relativeClause(locale, code, CURRENCY_DATA[code]!)}` : listed;
  };
  // A described first item closes its apposition with a comma before "and".
  const first = `${item(a)}${a === described ? ',' : ''}`;
  const second = item(b);
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
 * and where each is used. Undefined when either has no data (the withdrawn BGN, the IMF's XDR).
 */
export function currencyDifferenceText(locale: Locale, codes: readonly [string, string]): string | undefined {
  const data = codes.map((code) => CURRENCY_DATA[code]);
  if (data[0] === undefined || data[1] === undefined) return undefined;
  const [describedA, describedB] = [hasPredicates(data[0]), hasPredicates(data[1])];
  if (describedA && describedB) return typeset(`${divisionSentence(locale, codes)} ${territorySentence(locale, codes, undefined)}`, locale);
  const described = describedA ? codes[0] : describedB ? codes[1] : undefined;
  return typeset(territorySentence(locale, codes, described), locale);
}
