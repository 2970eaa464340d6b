import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { otherMeaningOf } from '@/lib/units/ambiguity';
import { currencyName } from '@/lib/units/currency-name';
import { getCategory, getUnit, isCategoryId, unitSymbol, type CategoryId } from '@/lib/units';
import { expandAlias, fold } from './fold';
import { de } from './lexicon/de';
import { en } from './lexicon/en';
import { es } from './lexicon/es';
import { fr } from './lexicon/fr';
import { no } from './lexicon/no';
import type { LanguageWords, LexiconEntries } from './lexicon/types';
import { deUnits } from './lexicon/units/de';
import { enUnits } from './lexicon/units/en';
import { esUnits } from './lexicon/units/es';
import { frUnits } from './lexicon/units/fr';
import { noUnits } from './lexicon/units/no';
import { keyOf, tokenize } from './tokens';
import { otherForms } from './word-forms';

/** One unit of the catalogue. */
export interface UnitRef {
  readonly category: CategoryId;
  readonly unit: string;
  /** A local unit the catalogue lacks, read as this many of `unit`: the kitchen Pfund and livre are 500 g. */
  readonly times?: number;
}

export interface Lexicon {
  /** Folded, tokenised alias ("sq ft") → its units, main reading first. */
  readonly units: ReadonlyMap<string, readonly UnitRef[]>;
  /** Longest alias, in tokens. */
  readonly longest: number;
  readonly connectors: ReadonlySet<string>;
  readonly fillers: ReadonlySet<string>;
  readonly leading: ReadonlySet<string>;
  readonly trailing: ReadonlySet<string>;
  readonly questions: ReadonlySet<string>;
  readonly links: ReadonlySet<string>;
  readonly articles: ReadonlySet<string>;
}

const WORDS: Readonly<Record<Locale, LanguageWords>> = { en, es, de, fr, no };
/** Every unit's generated words (scripts/unit-names.ts), after the hand-written ones. */
const UNIT_WORDS: Readonly<Record<Locale, LexiconEntries>> = { en: enUnits, es: esUnits, de: deUnits, fr: frUnits, no: noUnits };

/** Parses "volume/gal_us volume/gal_uk" ("weight/g*500": 500 g), keeping only units the catalogue has (kb_si may not exist yet). */
function refsOf(refs: string): UnitRef[] {
  return refs.split(' ').flatMap((ref) => {
    const [category = '', named = ''] = ref.split('/');
    const [unit = '', times] = named.split('*');
    if (!isCategoryId(category) || getUnit(category, unit) === undefined) return [];
    return [times === undefined ? { category, unit } : { category, unit, times: Number(times) }];
  });
}

const sameRef = (a: UnitRef, b: UnitRef) => a.category === b.category && a.unit === b.unit && a.times === b.times;

function aliasKey(alias: string): string {
  const tokens = tokenize(alias);
  return keyOf(tokens, 0, tokens.length);
}

/** Aliases as read, with the language whose grammar their other forms follow. */
type Read = { key: string; language: Locale }[];

function addWords(target: Map<string, UnitRef[]>, words: LanguageWords, read: Read, language: Locale): void {
  const local = new Map<string, UnitRef[]>();
  for (const [refs, aliases] of words.units) {
    const units = refsOf(refs);
    for (const alias of aliases.split('|').flatMap(expandAlias)) {
      const key = aliasKey(alias);
      if (key === '') continue;
      const known = local.get(key) ?? [];
      for (const unit of units) {
        if (!known.some((ref) => sameRef(ref, unit))) known.push(unit);
      }
      local.set(key, known);
      read.push({ key, language });
    }
  }
  // A language's own reading of a word replaces English's ("grad" is a degree in German).
  for (const [key, units] of local) target.set(key, units);
}

/** Adds generated words without displacing a hand-written reading: their units join it, after it. */
function addUnitWords(target: Map<string, UnitRef[]>, entries: LexiconEntries, read: Read, language: Locale): void {
  for (const [refs, alias] of entries) {
    const key = aliasKey(alias);
    if (key === '') continue;
    read.push({ key, language });
    const known = target.get(key) ?? [];
    for (const unit of refsOf(refs)) {
      if (!known.some((ref) => sameRef(ref, unit))) known.push(unit);
    }
    target.set(key, known);
  }
}

/** Every currency by its name in the language, as the pickers show it ("Swiss Franc", "couronne norvégienne"), where no word owns it. */
function addCurrencyNames(target: Map<string, UnitRef[]>, read: Read, language: Locale): void {
  for (const { id } of getCategory('currency').units) {
    const key = aliasKey(currencyName(intlLocale[language], id.toUpperCase()));
    if (key === '' || key === id || target.has(key)) continue;
    target.set(key, [{ category: 'currency', unit: id }]);
    read.push({ key, language });
  }
}

/**
 * Each alias's other grammatical number ("short tons" → "short ton", "toneladas cortas" → "tonelada
 * corta"), and its hyphens as spaces, where no alias already owns those words and they are no word of the query's grammar
 * ("are", "in"): the names come in one number, and people type both.
 */
function addOtherForms(target: Map<string, UnitRef[]>, read: Read, reserved: ReadonlySet<string>): void {
  const derived = new Map<string, UnitRef[]>();
  const seen = new Set<string>();
  for (const { key, language } of read) {
    if (seen.has(`${language} ${key}`)) continue;
    seen.add(`${language} ${key}`);
    const refs = target.get(key);
    if (refs === undefined) continue;
    // "newton-centimeters" is typed "newton centimeters" as often.
    const spaced = key.includes('-') ? [key.replaceAll('-', ' ')] : [];
    for (const form of [...spaced, ...otherForms(key, language), ...spaced.flatMap((words) => otherForms(words, language))]) {
      if (target.has(form) || derived.has(form) || reserved.has(form) || (!form.includes(' ') && form.length < 4)) continue;
      derived.set(form, refs);
    }
  }
  for (const [form, refs] of derived) target.set(form, refs);
}

/**
 * A word shared by a unit and its other meaning (lib/units/ambiguity.ts) reads first as the one whose
 * catalogue symbol it is, in the language or English: "MB" is the decimal megabyte, the binary one
 * ("MB (binary)") its other reading.
 */
function symbolsFirst(target: Map<string, UnitRef[]>, language: Locale): void {
  const isSymbol = (ref: UnitRef, key: string) =>
    [unitSymbol(ref.category, ref.unit, 'en'), unitSymbol(ref.category, ref.unit, language)].some(
      (symbol) => aliasKey(fold(symbol)) === key,
    );
  for (const [key, refs] of target) {
    const owner = refs.find((ref) => {
      const other = otherMeaningOf(ref.category, ref.unit);
      const partner = refs.find((candidate) => candidate.category === ref.category && candidate.unit === other);
      return partner !== undefined && isSymbol(ref, key) && !isSymbol(partner, key);
    });
    if (owner === undefined || owner === refs[0]) continue;
    target.set(key, [owner, ...refs.filter((ref) => ref !== owner)]);
  }
}

const cache = new Map<Locale, Lexicon>();

/** The words of the language plus English's, built once per language. */
export function lexiconFor(language: Locale): Lexicon {
  const cached = cache.get(language);
  if (cached !== undefined) return cached;
  const units = new Map<string, UnitRef[]>();
  for (const unit of getCategory('currency').units) units.set(unit.id, [{ category: 'currency', unit: unit.id }]);
  const read: Read = [];
  addWords(units, en, read, 'en');
  if (language !== 'en') addWords(units, WORDS[language], read, language);
  addUnitWords(units, UNIT_WORDS.en, read, 'en');
  if (language !== 'en') addUnitWords(units, UNIT_WORDS[language], read, language);
  // A code that is also a unit's word ("cup", "kgs", German "sek") stays the currency's where the other side is money.
  for (const { id } of getCategory('currency').units) {
    const refs = units.get(id)!;
    if (!refs.some((ref) => ref.category === 'currency')) units.set(id, [...refs, { category: 'currency', unit: id }]);
  }
  addCurrencyNames(units, read, 'en');
  if (language !== 'en') addCurrencyNames(units, read, language);
  const own: LanguageWords = WORDS[language];
  const both = (words: (language: LanguageWords) => readonly string[] | undefined) =>
    new Set([...(words(en) ?? []), ...(language === 'en' ? [] : (words(own) ?? []))].flatMap(expandAlias).map(aliasKey));
  const connectors = both((words) => words.connectors);
  const fillers = both((words) => words.fillers);
  const leading = both((words) => words.leading);
  const trailing = both((words) => words.trailing);
  const questions = both((words) => words.questions);
  const links = both((words) => words.links);
  const articles = both((words) => words.articles);
  const grammar = [connectors, fillers, leading, trailing, questions, links, articles].flatMap((set) => [...set]);
  addOtherForms(units, read, new Set(grammar));
  symbolsFirst(units, language);
  let longest = 1;
  for (const key of units.keys()) longest = Math.max(longest, key.split(' ').length);
  const lexicon: Lexicon = {
    units,
    longest,
    connectors,
    fillers,
    leading,
    trailing,
    questions,
    links,
    articles,
  };
  cache.set(language, lexicon);
  return lexicon;
}
