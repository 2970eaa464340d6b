import { locales, type Locale } from '@/i18n/locales';
import { currencyName } from '@/lib/units/currency-name';
import { CURRENCY_DATA, SUBUNIT_NAMES, type CurrencyData, type CurrencyPeg, type PegTarget } from './currency';
import type { FactSource, FactText, UnitFacts } from './types';

/**
 * A currency's facts in the five languages, written from the data of ./currency.ts with
 * whole-sentence templates per language. Currency names come from Intl.DisplayNames (CLDR) through
 * currencyName, country and territory names from Intl.DisplayNames too, lists from Intl.ListFormat.
 *
 * Grammar the names need: English lowercases the common noun ("the Norwegian krone"); Spanish and
 * French take the article of the name's head noun (el/la, le/la/l’) and make participles agree;
 * German declines the name after the definite article ("der Japanische Yen"), its gender read off
 * a strong adjective ending or, without one, off the head noun; Norwegian names the currency after
 * "Valutaen" ("Valutaen norske kroner (NOK)"), which CLDR's plural names need. Territory lists
 * follow a colon so that no country name needs an article or a preposition.
 */

type Gender = 'm' | 'f' | 'n';

const regionNames = new Map<Locale, Intl.DisplayNames>();
const listFormats = new Map<Locale, Intl.ListFormat>();

function regionName(locale: Locale, region: string): string {
  let names = regionNames.get(locale);
  if (names === undefined) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names.of(region) ?? region;
}

/** The word a German or Norwegian list joins with, and the one it takes where an item has that word inside. */
const LIST_INNER_AND: Partial<Record<Locale, { readonly and: string; readonly instead: string }>> = {
  de: { and: 'und', instead: 'sowie' },
  no: { and: 'og', instead: 'samt' },
};

/** Items joined as the locale joins a list ("A, B and C"). */
export function list(locale: Locale, items: readonly string[]): string {
  // "Norwegen, Bouvetinsel und Spitzbergen und Jan Mayen" reads as four places: where an item has its
  // own "und", the last one is joined with "sowie" (Norwegian "samt") instead.
  const inner = LIST_INNER_AND[locale];
  if (inner !== undefined && items.length > 1 && items.some((item) => item.includes(` ${inner.and} `))) {
    return `${items.slice(0, -1).join(', ')} ${inner.instead} ${items.at(-1)!}`;
  }
  let format = listFormats.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}

/** A whole number as the locale writes it ("1,000", "1000", "1 000"). */
export function count(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** The locale's name for an ISO 4217 code, from CLDR. */
function nameOf(locale: Locale, code: string): string {
  return currencyName(locale, code.toUpperCase());
}

// ---------------------------------------------------------------------------------------------
// The currency as the subject of a sentence: "The Norwegian krone (NOK)", "Der Japanische Yen (JPY)".

/** "(NOK)" after a name, folded into a parenthesis the name ends with: "CFA-Franc (BEAC, XAF)". */
function withCode(name: string, code: string): string {
  return name.endsWith(')') ? `${name.slice(0, -1)}, ${code})` : `${name} (${code})`;
}

/** English CLDR names are title case; running text lowercases the noun ("the US dollar"). */
export function englishRunningName(code: string): string {
  const name = nameOf('en', code);
  if (code.toUpperCase() === 'ZWG') return name; // "Zimbabwean Gold" is a proper name
  const words = name.split(' ');
  return words
    .map((word, index) =>
      index === words.length - 1 || word === 'Convertible' || (word === 'New' && index > 0) ? word.toLowerCase() : word,
    )
    .join(' ');
}

/** Head nouns of Spanish CLDR names that are feminine; every other head noun is masculine. */
const ES_FEMININE = new Set(['libra', 'rupia', 'corona', 'lira', 'leva', 'pataca', 'rufiya', 'dobra', 'leona', 'grivna']);
/** Head nouns of French CLDR names that are feminine. */
const FR_FEMININE = new Set(['livre', 'roupie', 'couronne', 'gourde', 'pataca', 'rufiyaa', 'hryvnia']);
/** German head nouns (the last part of a compound) that are not masculine. */
const DE_GENDER: Readonly<Record<string, Gender>> = {
  Pfund: 'n',
  Gold: 'n',
  Rupie: 'f',
  Rupiah: 'f',
  Krone: 'f',
  Lira: 'f',
  Mark: 'f',
  Gourde: 'f',
  Pataca: 'f',
  Rufiyaa: 'f',
  Hrywnja: 'f',
};
/** German adjectives that do not decline ("Schweizer Franken"). */
const DE_INVARIABLE = new Set(['Schweizer']);

/** The head noun of a Spanish or French name: its first word, or the second after "nuevo"/"nouveau". */
function romanceHead(name: string): string {
  const words = name.split(' ');
  return (/^(nuevo|nueva|nouveau|nouvelle)$/.test(words[0]!) ? words[1] : words[0])!.toLowerCase();
}

export function spanishGender(code: string): 'm' | 'f' {
  return ES_FEMININE.has(romanceHead(nameOf('es', code))) ? 'f' : 'm';
}

export function frenchGender(code: string): 'm' | 'f' {
  return FR_FEMININE.has(romanceHead(nameOf('fr', code))) ? 'f' : 'm';
}

const isGermanAdjective = (word: string) => !DE_INVARIABLE.has(word) && /[a-zäöüß](er|es|e)$/.test(word);

/** A German name's gender: a strong adjective ending tells it ("Japanischer" m); else the head noun. */
export function germanGender(code: string): Gender {
  const name = nameOf('de', code).replace(/\s*\(.*\)$/, '');
  const words = name.split(' ');
  const adjective = words.slice(0, -1).find(isGermanAdjective);
  if (adjective !== undefined) return adjective.endsWith('er') ? 'm' : adjective.endsWith('es') ? 'n' : 'f';
  const head = words.at(-1)!.split('-').at(-1)!;
  return DE_GENDER[head] ?? 'm';
}

/** A German name after the definite article, nominative: strong adjective endings become weak. */
function germanNominative(code: string): string {
  const words = nameOf('de', code).split(' ');
  const last = words.findLastIndex((word) => !word.startsWith('('));
  return words.map((word, index) => (index < last && isGermanAdjective(word) ? word.replace(/(er|es)$/, 'e') : word)).join(' ');
}

const FR_VOWEL = /^[aeiouàâäéèêëîïôöûü]/i;

/** The currency, with its code, as the subject of a sentence in the locale. */
export function subject(locale: Locale, code: string): string {
  const upper = code.toUpperCase();
  switch (locale) {
    case 'en':
      return `The ${withCode(englishRunningName(code), upper)}`;
    case 'es':
      return `${spanishGender(code) === 'f' ? 'La' : 'El'} ${withCode(nameOf('es', code), upper)}`;
    case 'de':
      return `${{ m: 'Der', f: 'Die', n: 'Das' }[germanGender(code)]} ${withCode(germanNominative(code), upper)}`;
    case 'fr': {
      const name = nameOf('fr', code);
      const article = FR_VOWEL.test(name) ? 'L’' : frenchGender(code) === 'f' ? 'La ' : 'Le ';
      return `${article}${withCode(name, upper)}`;
    }
    case 'no':
      return `Valutaen ${withCode(nameOf('no', code), upper)}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Sentences.

const DECIMALS: Readonly<Record<Locale, Readonly<Record<2 | 3, string>>>> = {
  en: { 2: 'two', 3: 'three' },
  es: { 2: 'dos', 3: 'tres' },
  de: { 2: 'zwei', 3: 'drei' },
  fr: { 2: 'deux', 3: 'trois' },
  no: { 2: 'to', 3: 'tre' },
};

/** "… is divided into 100 øre." */
function subunitSentence(locale: Locale, code: string, data: CurrencyData): string {
  const subunit = SUBUNIT_NAMES[data.subunit!][locale];
  const n = count(locale, 10 ** data.minor);
  const s = subject(locale, code);
  switch (locale) {
    case 'en':
      return `${s} is divided into ${n} ${subunit}.`;
    case 'es':
      return `${s} se divide en ${n} ${subunit}.`;
    case 'de':
      return `${s} ist in ${n} ${subunit} unterteilt.`;
    case 'fr':
      return `${s} est divisé${frenchGender(code) === 'f' ? 'e' : ''} en ${n} ${subunit}.`;
    case 'no':
      return `${s} er delt inn i ${n} ${subunit}.`;
  }
}

/** The minor unit with the currency as subject: "The Thai baht (THB) has two decimal places in ISO 4217: …" */
function decimalsDefinition(locale: Locale, code: string, minor: 0 | 2 | 3): string {
  const s = subject(locale, code);
  if (minor === 0) {
    switch (locale) {
      case 'en':
        return `${s} has no decimal places in ISO 4217: amounts are whole numbers.`;
      case 'es':
        return `${s} no tiene decimales en la norma ISO 4217: los importes son números enteros.`;
      case 'de':
        return `${s} hat nach ISO 4217 keine Nachkommastellen: Beträge sind ganze Zahlen.`;
      case 'fr':
        return `${s} n’a aucune décimale dans la norme ISO 4217\u00a0: les montants sont des nombres entiers.`;
      case 'no':
        return `${s} har ingen desimaler i ISO 4217, så beløp er hele tall.`;
    }
  }
  const d = DECIMALS[locale][minor];
  const hundredth = minor === 2;
  switch (locale) {
    case 'en':
      return `${s} has ${d} decimal places in ISO 4217: its smallest unit is a ${hundredth ? 'hundredth' : 'thousandth'}.`;
    case 'es':
      return `${s} tiene ${d} decimales en la norma ISO 4217: su unidad más pequeña es la ${hundredth ? 'centésima' : 'milésima'} parte.`;
    case 'de':
      return `${s} hat nach ISO 4217 ${d} Nachkommastellen: Die kleinste Einheit ist ein ${hundredth ? 'Hundertstel' : 'Tausendstel'}.`;
    case 'fr':
      return `${s} a ${d} décimales dans la norme ISO 4217\u00a0: sa plus petite unité est le ${hundredth ? 'centième' : 'millième'}.`;
    case 'no':
      return `${s} har ${d} desimaler i ISO 4217: den minste enheten er en ${hundredth ? 'hundredel' : 'tusendel'}.`;
  }
}

/** The minor unit with the code as object: "ISO 4217 gives NOK two decimal places." */
function decimalsUse(locale: Locale, code: string, minor: 0 | 2 | 3): string {
  const c = code.toUpperCase();
  if (minor === 0) {
    switch (locale) {
      case 'en':
        return `ISO 4217 gives ${c} no decimal places, so amounts are whole numbers.`;
      case 'es':
        return `La norma ISO 4217 no asigna decimales a ${c}: los importes son números enteros.`;
      case 'de':
        return `ISO 4217 sieht für ${c} keine Nachkommastellen vor: Beträge sind ganze Zahlen.`;
      case 'fr':
        return `La norme ISO 4217 n’attribue aucune décimale à ${c}\u00a0: les montants sont des nombres entiers.`;
      case 'no':
        return `ISO 4217 gir ${c} ingen desimaler, så beløp er hele tall.`;
    }
  }
  const d = DECIMALS[locale][minor];
  switch (locale) {
    case 'en':
      return `ISO 4217 gives ${c} ${d} decimal places.`;
    case 'es':
      return `La norma ISO 4217 asigna a ${c} ${d} decimales.`;
    case 'de':
      return `ISO 4217 sieht für ${c} ${d} Nachkommastellen vor.`;
    case 'fr':
      return `La norme ISO 4217 attribue ${d} décimales à ${c}.`;
    case 'no':
      return `ISO 4217 gir ${c} ${d} desimaler.`;
  }
}

/** Territory names in the locale: the home first, the others in the locale's alphabetical order. */
const collators = new Map<Locale, Intl.Collator>();

export function territoryNames(locale: Locale, data: CurrencyData): string[] {
  const collator = collators.get(locale) ?? new Intl.Collator(locale);
  collators.set(locale, collator);
  const [first, ...rest] = data.territories;
  const sorted = (codes: readonly string[]) => codes.map((code) => regionName(locale, code)).sort(collator.compare);
  return data.home === true ? [regionName(locale, first!), ...sorted(rest)] : sorted(data.territories);
}

/** "ISO 4217 lists NOK as the currency of these countries and territories: Norway, …" */
function territorySentence(locale: Locale, code: string, data: CurrencyData): string {
  const c = code.toUpperCase();
  const names = list(locale, territoryNames(locale, data));
  const one = data.territories.length === 1;
  switch (locale) {
    case 'en':
      return one
        ? `ISO 4217 lists a single country or territory for ${c}: ${names}.`
        : `ISO 4217 lists ${c} as the currency of these countries and territories: ${names}.`;
    case 'es':
      return one
        ? `La norma ISO 4217 asigna ${c} a un solo país o territorio: ${names}.`
        : `La norma ISO 4217 asigna ${c} a estos países y territorios: ${names}.`;
    case 'de':
      return one
        ? `ISO 4217 ordnet ${c} einem einzigen Land oder Gebiet zu: ${names}.`
        : `ISO 4217 ordnet ${c} diesen Ländern und Gebieten zu: ${names}.`;
    case 'fr':
      return one
        ? `La norme ISO 4217 attribue ${c} à un seul pays ou territoire\u00a0: ${names}.`
        : `La norme ISO 4217 attribue ${c} aux pays et territoires suivants\u00a0: ${names}.`;
    case 'no':
      return `ISO 4217 oppgir ${c} som valuta for ${names}.`;
  }
}

/** The currency a peg names, as each language's sentence needs it (es "a", de accusative, fr "à"). */
export const PEG_TARGETS: Readonly<Record<PegTarget, Readonly<Record<Locale, string>>>> = {
  eur: { en: 'the euro', es: 'al euro', de: 'den Euro', fr: 'à l’euro', no: 'euro' },
  usd: {
    en: 'the US dollar',
    es: 'al dólar estadounidense',
    de: 'den US-Dollar',
    fr: 'au dollar des États-Unis',
    no: 'amerikanske dollar',
  },
  zar: {
    en: 'the South African rand',
    es: 'al rand sudafricano',
    de: 'den Südafrikanischen Rand',
    fr: 'au rand sud-africain',
    no: 'sørafrikanske rand',
  },
  inr: { en: 'the Indian rupee', es: 'a la rupia india', de: 'die Indische Rupie', fr: 'à la roupie indienne', no: 'indiske rupier' },
  sgd: {
    en: 'the Singapore dollar',
    es: 'al dólar singapurense',
    de: 'den Singapur-Dollar',
    fr: 'au dollar de Singapour',
    no: 'singaporske dollar',
  },
};

/**
 * The peg. With `named`, the currency is the subject ("The Bahraini dinar (BHD) is pegged to …");
 * otherwise its exchange rate is, after a sentence that named it ("Its exchange rate is pegged …").
 */
function pegSentence(locale: Locale, code: string, peg: CurrencyPeg, named: boolean): string {
  if (peg.kind === 'erm2') {
    // ERM 2 is the euro's own mechanism; only DKK takes part, always after its subunit sentence.
    switch (locale) {
      case 'en':
        return 'Its exchange rate is held in ERM II, the EU’s exchange rate mechanism, close to a central rate against the euro.';
      case 'es':
        return 'Su tipo de cambio se mantiene en el MTC II, el mecanismo de tipos de cambio de la UE, cerca de una paridad central frente al euro.';
      case 'de':
        return 'Der Wechselkurs wird im Wechselkursmechanismus II (WKM II) der EU nahe an einem Leitkurs zum Euro gehalten.';
      case 'fr':
        return 'Son taux de change est maintenu dans le MCE II, le mécanisme de change de l’UE, près d’un cours pivot face à l’euro.';
      case 'no':
        return 'Vekslingskursen holdes i ERM II, EUs valutakursmekanisme, nær en sentralkurs mot euro.';
    }
  }
  const to = PEG_TARGETS[peg.to][locale];
  const par = peg.kind === 'par';
  // The subject's gender for Spanish and French agreement: the exchange rate's (m) or the name's.
  const esFeminine = named && spanishGender(code) === 'f';
  const frFeminine = named && frenchGender(code) === 'f';
  switch (locale) {
    case 'en':
      return `${named ? subject(locale, code) : 'Its exchange rate'} is pegged ${par ? 'one-to-one ' : ''}to ${to}.`;
    case 'es':
      return `${named ? subject(locale, code) : 'Su tipo de cambio'} está vinculad${esFeminine ? 'a' : 'o'} ${to}${par ? ' en paridad uno a uno' : ''}.`;
    case 'de':
      return `${named ? subject(locale, code) : 'Der Wechselkurs'} ist ${par ? 'im Verhältnis eins zu eins ' : ''}an ${to} gebunden.`;
    case 'fr':
      return `${named ? subject(locale, code) : 'Son taux de change'} est rattaché${frFeminine ? 'e' : ''} ${to}${par ? ' à parité, un pour un' : ''}.`;
    case 'no':
      return `${named ? subject(locale, code) : 'Vekslingskursen'} er knyttet til ${to}${par ? ' i forholdet én til én' : ''}.`;
  }
}

// ---------------------------------------------------------------------------------------------
// Confusions: currencies that share a name word, or a short symbol in CLDR.

/** Catalogue ids of currencies whose names share a word, in the catalogue's order. */
interface NameFamily {
  /** The shared word, or its spellings ("rial", "riyal"), in each language. */
  readonly word: Readonly<Record<Locale, string | readonly string[]>>;
  /** What follows the quoted word, where a language needs to say more. */
  readonly gloss?: Partial<Readonly<Record<Locale, string>>>;
  readonly codes: readonly string[];
}

const NAME_FAMILIES: readonly NameFamily[] = [
  {
    word: { en: 'dollar', es: 'dólar', de: 'Dollar', fr: 'dollar', no: 'dollar' },
    codes: [
      'usd',
      'cad',
      'aud',
      'sgd',
      'hkd',
      'nzd',
      'bbd',
      'bmd',
      'bnd',
      'bsd',
      'bzd',
      'fjd',
      'gyd',
      'jmd',
      'kyd',
      'lrd',
      'nad',
      'sbd',
      'srd',
      'ttd',
      'twd',
      'xcd',
    ],
  },
  { word: { en: 'peso', es: 'peso', de: 'Peso', fr: 'peso', no: 'peso' }, codes: ['mxn', 'php', 'ars', 'cop', 'clp', 'cup', 'dop', 'uyu'] },
  {
    word: { en: 'crown', es: 'corona', de: 'Krone', fr: 'couronne', no: 'krone' },
    gloss: { en: ' (krone, krona, króna)' },
    codes: ['nok', 'sek', 'dkk', 'isk'],
  },
  {
    word: { en: 'pound', es: 'libra', de: 'Pfund', fr: 'livre', no: 'pund' },
    codes: ['gbp', 'egp', 'fkp', 'gip', 'lbp', 'sdg', 'shp', 'ssp', 'syp'],
  },
  {
    word: { en: 'franc', es: 'franco', de: ['Franc', 'Franken'], fr: 'franc', no: 'franc' },
    codes: ['chf', 'bif', 'cdf', 'djf', 'gnf', 'kmf', 'rwf', 'xaf', 'xof', 'xpf'],
  },
  { word: { en: 'rupee', es: 'rupia', de: 'Rupie', fr: 'roupie', no: 'rupi' }, codes: ['inr', 'lkr', 'mur', 'npr', 'pkr', 'scr'] },
  {
    word: { en: 'dinar', es: 'dinar', de: 'Dinar', fr: 'dinar', no: 'dinar' },
    codes: ['bhd', 'dzd', 'iqd', 'jod', 'kwd', 'lyd', 'rsd', 'tnd'],
  },
  {
    word: { en: ['rial', 'riyal'], es: 'rial', de: ['Rial', 'Riyal'], fr: 'riyal', no: ['rial', 'riyal'] },
    codes: ['sar', 'irr', 'omr', 'qar', 'yer'],
  },
  { word: { en: 'shilling', es: 'chelín', de: 'Schilling', fr: 'shilling', no: 'shilling' }, codes: ['kes', 'sos', 'tzs', 'ugx'] },
  { word: { en: 'dirham', es: 'dírham', de: 'Dirham', fr: 'dirham', no: 'dirham' }, codes: ['aed', 'mad'] },
  { word: { en: 'won', es: 'won', de: 'Won', fr: 'won', no: 'won' }, codes: ['krw', 'kpw'] },
  { word: { en: 'ruble', es: 'rublo', de: 'Rubel', fr: 'rouble', no: 'rubel' }, codes: ['rub', 'byn'] },
  { word: { en: 'leu', es: 'leu', de: 'Leu', fr: 'leu', no: 'leu' }, codes: ['ron', 'mdl'] },
  { word: { en: 'manat', es: 'manat', de: 'Manat', fr: 'manat', no: 'manat' }, codes: ['azn', 'tmt'] },
  { word: { en: 'kwacha', es: 'kuacha', de: 'Kwacha', fr: 'kwacha', no: 'kwacha' }, codes: ['mwk', 'zmw'] },
  { word: { en: 'colón', es: 'colón', de: 'Colón', fr: 'colón', no: 'colón' }, codes: ['crc', 'svc'] },
];

/**
 * Currencies that share a short ("narrow") symbol in CLDR English, in the catalogue's order, as
 * Intl.NumberFormat's currencyDisplay: 'narrowSymbol' gives them; the test holds this to CLDR.
 */
export const SYMBOL_FAMILIES: readonly { readonly symbol: string; readonly codes: readonly string[] }[] = [
  {
    symbol: '$',
    codes: [
      'usd',
      'cad',
      'aud',
      'mxn',
      'sgd',
      'hkd',
      'nzd',
      'ars',
      'cop',
      'bbd',
      'bmd',
      'bnd',
      'bsd',
      'bzd',
      'clp',
      'cup',
      'dop',
      'fjd',
      'gyd',
      'jmd',
      'kyd',
      'lrd',
      'nad',
      'sbd',
      'srd',
      'ttd',
      'twd',
      'uyu',
      'xcd',
    ],
  },
  { symbol: '£', codes: ['gbp', 'fkp', 'gip', 'shp', 'ssp', 'syp'] },
  { symbol: '¥', codes: ['jpy', 'cny'] },
  { symbol: 'kr', codes: ['nok', 'sek', 'dkk', 'isk'] },
  { symbol: '₩', codes: ['krw', 'kpw'] },
  { symbol: 'Rs', codes: ['lkr', 'mur', 'npr', 'pkr'] },
];

const LISTED = 5;
const OTHERS: Readonly<Record<Locale, string>> = { en: 'others', es: 'otras', de: 'weiteren', fr: 'd’autres', no: 'flere' };

/** Up to five codes, then "others": "CAD, AUD, SGD, HKD, NZD, and others" (German: dative unless `others` says). */
function codeList(locale: Locale, codes: readonly string[], others = OTHERS[locale]): string {
  const shown = codes.slice(0, LISTED).map((code) => code.toUpperCase());
  return list(locale, codes.length > LISTED ? [...shown, others] : shown);
}

const disjunctions = new Map<Locale, Intl.ListFormat>();

/** One name word or several, each quoted, joined with the locale's "or": “rial” or “riyal”. */
function words(locale: Locale, word: string | readonly string[]): string {
  const all = typeof word === 'string' ? [word] : word;
  let format = disjunctions.get(locale);
  if (format === undefined) {
    format = new Intl.ListFormat(locale, { type: 'disjunction' });
    disjunctions.set(locale, format);
  }
  return format.format(all.map(QUOTE[locale]));
}

const QUOTE: Readonly<Record<Locale, (text: string) => string>> = {
  en: (text) => `“${text}”`,
  es: (text) => `«${text}»`,
  de: (text) => `„${text}“`,
  fr: (text) => `«\u00a0${text}\u00a0»`,
  no: (text) => `«${text}»`,
};

function nameFamilySentence(locale: Locale, c: string, family: NameFamily, others: string, symbol?: string): string {
  const w = words(locale, family.word[locale]) + (family.gloss?.[locale] ?? '');
  const s = symbol === undefined ? undefined : QUOTE[locale](symbol);
  switch (locale) {
    case 'en':
      return `${c} shares the name ${w}${s === undefined ? '' : ` and the short symbol ${s}`} with ${others}.`;
    case 'es':
      return `${c} comparte el nombre ${w}${s === undefined ? '' : ` y el símbolo corto ${s}`} con ${others}.`;
    case 'de':
      return `${c} teilt den Namen ${w}${s === undefined ? '' : ` und das Kurzsymbol ${s}`} mit ${others}.`;
    case 'fr':
      return `${c} partage le nom ${w}${s === undefined ? '' : ` et le symbole court ${s}`} avec ${others}.`;
    case 'no':
      return `${c} deler navnet ${w}${s === undefined ? '' : ` og kortsymbolet ${s}`} med ${others}.`;
  }
}

/** Some of the namesakes also share the symbol: "FKP, GIP, SHP, SSP, and SYP also use its short symbol, “£”." */
function sharedSymbolSentence(locale: Locale, symbol: string, codes: readonly string[]): string {
  const s = QUOTE[locale](symbol);
  // The list is the subject here: German "und weitere" (nominative).
  const others = codeList(locale, codes, locale === 'de' ? 'weitere' : OTHERS[locale]);
  const several = codes.length > 1;
  switch (locale) {
    case 'en':
      return `${others} also use${several ? '' : 's'} its short symbol, ${s}.`;
    case 'es':
      return `${others} también usa${several ? 'n' : ''} su símbolo corto, ${s}.`;
    case 'de':
      return `${others} verwende${several ? 'n' : 't'} auch dasselbe Kurzsymbol ${s}.`;
    case 'fr':
      return `${others} utilise${several ? 'nt' : ''} aussi son symbole court, ${s}.`;
    case 'no':
      return `${others} bruker også det samme kortsymbolet, ${s}.`;
  }
}

function symbolSentence(locale: Locale, c: string, symbol: string, codes: readonly string[], afterName: boolean): string {
  // German "für" takes the accusative ("und weitere"), "mit" the dative ("und weiteren").
  const others = codeList(locale, codes, locale === 'de' && afterName ? 'weitere' : OTHERS[locale]);
  const s = QUOTE[locale](symbol);
  switch (locale) {
    case 'en':
      return afterName ? `Its short symbol, ${s}, also stands for ${others}.` : `${c} shares the short symbol ${s} with ${others}.`;
    case 'es':
      return afterName ? `Su símbolo corto, ${s}, designa también ${others}.` : `${c} comparte el símbolo corto ${s} con ${others}.`;
    case 'de':
      return afterName ? `Das Kurzsymbol ${s} steht auch für ${others}.` : `${c} teilt das Kurzsymbol ${s} mit ${others}.`;
    case 'fr':
      return afterName ? `Son symbole court, ${s}, désigne aussi ${others}.` : `${c} partage le symbole court ${s} avec ${others}.`;
    case 'no':
      return afterName ? `Kortsymbolet ${s} står også for ${others}.` : `${c} deler kortsymbolet ${s} med ${others}.`;
  }
}

const TELL_APART: Readonly<Record<Locale, string>> = {
  en: 'Only the three-letter code tells them apart for sure.',
  es: 'Solo el código de tres letras las distingue con seguridad.',
  de: 'Sicher unterscheiden lassen sie sich nur am dreistelligen Code.',
  fr: 'Seul le code à trois lettres permet de les distinguer à coup sûr.',
  no: 'Bare koden på tre bokstaver skiller dem sikkert fra hverandre.',
};

/** XOF and XAF: one name, two currencies, two issuers (their ISO 4217 names: "CFA Franc BCEAO", "CFA Franc BEAC"). */
const CFA: FactText = {
  en: 'XOF and XAF are both called CFA franc, but they are separate currencies with separate issuers: XOF is issued by the BCEAO for West Africa, XAF by the BEAC for Central Africa.',
  es: 'XOF y XAF se llaman ambos franco CFA, pero son monedas distintas con emisores distintos: el BCEAO emite XOF para África Occidental y el BEAC, XAF para África Central.',
  de: 'XOF und XAF heißen beide CFA-Franc, sind aber getrennte Währungen mit getrennten Emittenten: XOF gibt die BCEAO für Westafrika aus, XAF die BEAC für Zentralafrika.',
  fr: 'XOF et XAF s’appellent tous deux franc CFA, mais ce sont deux monnaies distinctes, émises par deux banques différentes\u00a0: la BCEAO émet XOF pour l’Afrique de l’Ouest et la BEAC, XAF pour l’Afrique centrale.',
  no: 'XOF og XAF heter begge CFA-franc, men er to ulike valutaer med hver sin utsteder: BCEAO utsteder XOF for Vest-Afrika og BEAC XAF for Sentral-Afrika.',
};

function confusionText(locale: Locale, id: string): string | undefined {
  const c = id.toUpperCase();
  const sentences: string[] = [];
  const cfa = id === 'xof' || id === 'xaf';
  if (cfa) sentences.push(CFA[locale]);
  const family = NAME_FAMILIES.find((candidate) => candidate.codes.includes(id));
  const symbol = SYMBOL_FAMILIES.find((candidate) => candidate.codes.includes(id));
  // The CFA sentence has already set XOF and XAF side by side.
  const namesakes = family?.codes.filter((code) => code !== id && !(cfa && (code === 'xof' || code === 'xaf'))) ?? [];
  const symbolOthers = symbol?.codes.filter((code) => code !== id) ?? [];
  const inFamily = symbolOthers.filter((code) => namesakes.includes(code));
  const outside = symbolOthers.filter((code) => !namesakes.includes(code));
  if (family !== undefined) {
    // Every namesake also shares the symbol ("krone" and "kr"): one sentence says both.
    const sharedByAll = symbol !== undefined && inFamily.length === namesakes.length;
    sentences.push(nameFamilySentence(locale, c, family, codeList(locale, namesakes), sharedByAll ? symbol.symbol : undefined));
    // Some namesakes share it ("£" of GBP, FKP, GIP…); said only when no other currency does, else
    // the sentence below names those, and one sentence on the symbol is enough.
    if (!sharedByAll && inFamily.length > 0 && outside.length === 0) sentences.push(sharedSymbolSentence(locale, symbol!.symbol, inFamily));
  }
  if (symbol !== undefined && outside.length > 0) sentences.push(symbolSentence(locale, c, symbol.symbol, outside, family !== undefined));
  if (sentences.length === 0) return undefined;
  return [...sentences, TELL_APART[locale]].join(' ');
}

// ---------------------------------------------------------------------------------------------
// BGN and XDR, written apart.

/** The lev: ISO 4217 List Three gives BGN as withdrawn in January 2026, when Bulgaria adopted the euro. */
const BGN: UnitFacts = {
  definition: {
    en: 'The Bulgarian lev (BGN) was the currency of Bulgaria until the euro replaced it in January 2026.',
    es: 'La leva búlgara (BGN) fue la moneda de Bulgaria hasta que el euro la sustituyó en enero de 2026.',
    de: 'Der Bulgarische Lew (BGN) war die Währung Bulgariens, bis der Euro ihn im Januar 2026 ablöste.',
    fr: 'Le lev bulgare (BGN) a été la monnaie de la Bulgarie jusqu’à son remplacement par l’euro en janvier 2026.',
    no: 'Bulgarske lev (BGN) var valutaen i Bulgaria fram til januar 2026, da euro tok over.',
  },
  definitionSource: { id: 'iso-4217', at: 'List Three (withdrawn codes): BGN, 2026-01' },
  use: {
    en: 'ISO 4217 has listed BGN as withdrawn since January 2026; Bulgaria is now listed under the euro (EUR).',
    es: 'Desde enero de 2026, la norma ISO 4217 da BGN por retirado; Bulgaria figura ahora con el euro (EUR).',
    de: 'Seit Januar 2026 führt ISO 4217 BGN als zurückgezogen; Bulgarien steht nun beim Euro (EUR).',
    fr: 'Depuis janvier 2026, la norme ISO 4217 classe BGN parmi les codes retirés\u00a0; la Bulgarie figure désormais sous l’euro (EUR).',
    no: 'Siden januar 2026 står BGN som trukket tilbake i ISO 4217; Bulgaria er nå oppført med euro (EUR).',
  },
  useSource: { id: 'iso-4217', at: 'List One (Bulgaria: EUR) and List Three (BGN)' },
  literals: ['4217', '2026'],
};

/** The SDR: ISO 4217 lists XDR for the IMF, with no minor unit; the IMF sets its basket. */
const XDR: UnitFacts = {
  definition: {
    en: 'The special drawing right (XDR) is an international reserve asset created by the International Monetary Fund; its value rests on a basket of five currencies: the US dollar, the euro, the Chinese renminbi, the Japanese yen and the pound sterling.',
    es: 'El derecho especial de giro (XDR) es un activo de reserva internacional creado por el Fondo Monetario Internacional; su valor se basa en una cesta de cinco monedas: el dólar estadounidense, el euro, el renminbi chino, el yen japonés y la libra esterlina.',
    de: 'Das Sonderziehungsrecht (XDR) ist ein internationales Reserveaktivum, das der Internationale Währungsfonds geschaffen hat; sein Wert beruht auf einem Währungskorb aus US-Dollar, Euro, chinesischem Renminbi, japanischem Yen und Pfund Sterling.',
    fr: 'Le droit de tirage spécial (XDR) est un actif de réserve international créé par le Fonds monétaire international\u00a0; sa valeur repose sur un panier de cinq monnaies\u00a0: le dollar des États-Unis, l’euro, le renminbi chinois, le yen japonais et la livre sterling.',
    no: 'Spesielle trekkrettigheter (XDR) er et internasjonalt reserveaktivum som Det internasjonale pengefondet har opprettet; verdien bygger på en kurv av fem valutaer: amerikanske dollar, euro, kinesiske renminbi, japanske yen og britiske pund.',
  },
  definitionSource: { id: 'imf-sdr' },
  use: {
    en: 'ISO 4217 lists XDR under the International Monetary Fund rather than under any country, and sets no minor unit for it.',
    es: 'La norma ISO 4217 asigna XDR al Fondo Monetario Internacional y no a ningún país, y no le fija unidad fraccionaria.',
    de: 'ISO 4217 führt XDR beim Internationalen Währungsfonds statt bei einem Land und legt dafür keine Untereinheit fest.',
    fr: 'La norme ISO 4217 attribue XDR au Fonds monétaire international et non à un pays, sans lui fixer d’unité divisionnaire.',
    no: 'ISO 4217 oppfører XDR under Det internasjonale pengefondet og ikke under noe land, og gir den ingen underenhet.',
  },
  useSource: { id: 'iso-4217', at: 'List One: International Monetary Fund (IMF)' },
  literals: ['4217'],
};

// ---------------------------------------------------------------------------------------------

function perLocale(write: (locale: Locale) => string): FactText {
  return Object.fromEntries(locales.map((locale) => [locale, write(locale)])) as Record<Locale, string>;
}

/** Every run of digits the texts hold, as the test of all fact files asks them to be listed. */
function literalsOf(texts: readonly (FactText | undefined)[]): string[] {
  const runs = new Set<string>();
  for (const text of texts) {
    for (const locale of locales) for (const run of text?.[locale].match(/[0-9]+(?:[.,\u00a0\u202f][0-9]+)*/g) ?? []) runs.add(run);
  }
  return [...runs];
}

function build(id: string, data: CurrencyData): UnitFacts {
  const { peg, subunit, minor } = data;
  // The definition: the subunit when its name is certain, else the decimals; then the peg, if any.
  // The decimals go to the use when the definition does not carry them, so each text keeps one source.
  const decimalsInDefinition = subunit === undefined && peg === undefined;
  const definition = perLocale((locale) => {
    const first =
      subunit !== undefined ? subunitSentence(locale, id, data) : decimalsInDefinition ? decimalsDefinition(locale, id, minor) : undefined;
    const second = peg === undefined ? undefined : pegSentence(locale, id, peg, first === undefined);
    return [first, second].filter((sentence) => sentence !== undefined).join(' ');
  });
  const use = perLocale((locale) =>
    [territorySentence(locale, id, data), decimalsInDefinition ? undefined : decimalsUse(locale, id, minor)]
      .filter((sentence) => sentence !== undefined)
      .join(' '),
  );
  const confusionTexts = perLocale((locale) => confusionText(locale, id) ?? '');
  const hasConfusion = confusionTexts.en !== '';
  const confusion = hasConfusion ? confusionTexts : undefined;
  const cfa = id === 'xof' || id === 'xaf';
  const confusionSource: FactSource = cfa
    ? { id: 'iso-4217', at: 'List One: CFA Franc BCEAO (XOF), CFA Franc BEAC (XAF)' }
    : { id: 'cldr', at: 'Currency names and narrow symbols' };
  return {
    definition,
    definitionSource: peg?.source ?? { id: 'iso-4217', at: 'List One: minor unit' },
    use,
    useSource: { id: 'iso-4217', at: 'List One: entities and minor unit' },
    ...(confusion === undefined ? {} : { confusion, confusionSource }),
    literals: literalsOf([definition, use, confusion]),
  };
}

const cache = new Map<string, UnitFacts>();

/**
 * A currency's facts, every language written; undefined for a code the catalogue does not have.
 * `locale` is the language the page asks for; the texts of all five are returned, as UnitFacts holds
 * them, and are built once per code.
 */
export function currencyFacts(code: string, locale: Locale): UnitFacts | undefined {
  void locale;
  const id = code.toLowerCase();
  const cached = cache.get(id);
  if (cached !== undefined) return cached;
  const data = CURRENCY_DATA[id];
  const facts = id === 'bgn' ? BGN : id === 'xdr' ? XDR : data === undefined ? undefined : build(id, data);
  if (facts !== undefined) cache.set(id, facts);
  return facts;
}
