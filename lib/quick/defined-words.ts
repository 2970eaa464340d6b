import type { Locale } from '@/i18n/locales';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { Lexicon, UnitRef } from './lexicon';
import { keyOf, tokenize } from './tokens';
import { otherForms } from './word-forms';

/** Languages whose simple plural is the name and "s" ("mugs", "tazas", "bols"). */
const PLURAL_S: ReadonlySet<Locale> = new Set(['en', 'es', 'fr']);

function keyOfText(text: string): string {
  const tokens = tokenize(text);
  return keyOf(tokens, 0, tokens.length);
}

/**
 * The words a defined unit is read by: its name, the name with "s" where that is the plural, the
 * name's other number as the catalogue's names get it ("tazas grandes" for "taza grande"), its symbol.
 */
function definedWords(unit: CustomUnit, language: Locale): string[] {
  const name = keyOfText(unit.name);
  const words = [
    name,
    ...(PLURAL_S.has(language) ? [keyOfText(`${unit.name}s`)] : []),
    ...otherForms(name, language),
    keyOfText(unit.symbol),
  ];
  return [...new Set(words)].filter((word) => word !== '');
}

const cache = new WeakMap<readonly CustomUnit[], Map<Locale, Lexicon>>();

/**
 * The language's lexicon with the visitor's own units in it ("1 mug = 350 ml"), read in their
 * category before any catalogue unit of the same word: the visitor named them. Built once per list.
 */
export function withDefinedUnits(lexicon: Lexicon, defined: readonly CustomUnit[], language: Locale): Lexicon {
  if (defined.length === 0) return lexicon;
  const known = cache.get(defined)?.get(language);
  if (known !== undefined) return known;
  const units = new Map<string, readonly UnitRef[]>(lexicon.units);
  let longest = lexicon.longest;
  // A name that is a word of the query's grammar ("in", "to") would stop every query being read.
  const grammar = [lexicon.connectors, lexicon.links, lexicon.questions, lexicon.articles, lexicon.fillers];
  for (const unit of defined) {
    const ref: UnitRef = { category: unit.category, unit: unit.id };
    for (const word of definedWords(unit, language)) {
      if (grammar.some((words) => words.has(word))) continue;
      const refs = units.get(word) ?? [];
      if (refs.some((other) => other.category === ref.category && other.unit === ref.unit)) continue;
      units.set(word, [ref, ...refs]);
      longest = Math.max(longest, word.split(' ').length);
    }
  }
  const read: Lexicon = { ...lexicon, units, longest };
  const languages = cache.get(defined) ?? new Map<Locale, Lexicon>();
  languages.set(language, read);
  cache.set(defined, languages);
  return read;
}
