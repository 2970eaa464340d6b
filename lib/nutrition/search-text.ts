/**
 * Text normalisation for food search: one comparable key per text, and plural-tolerant word forms.
 *
 * A key is lower case, without accents (NFKD, i.e. NFD plus compatibility forms such as "ﬁ" or
 * full-width letters, then marks stripped), with ligatures and Nordic letters folded, punctuation turned
 * into spaces, "ae" read as "e" and doubled letters collapsed. The last two steps make spellings
 * that people really type meet: Danish "æg" and English/Norwegian "egg" both become "eg", "paere"
 * finds "pære", "Tee" meets Norwegian "te". Both the index and the query go through the same
 * function, so a fold can only ever widen matches, never lose an exact one.
 */
import type { FoodLanguage } from '@/lib/nutrition/types';

// NFKD leaves these whole (they are letters, not letter + mark), so they are spelled out.
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ß: 'ss',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[æœøßđłþı]/g, (letter) => LETTER_FOLDS[letter] ?? letter);
}

/** The comparable form of a text: words of [a-z0-9] separated by single spaces. */
export function searchKey(text: string): string {
  let key = foldText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  // Repeat to a fixed point so the key of a key is itself ("aae" -> "ae" -> "e"); each round that
  // changes anything shortens the text, so this ends.
  for (let previous = ''; previous !== key;) {
    previous = key;
    key = key.replace(/([a-z])\1+/g, '$1').replace(/ae/g, 'e');
  }
  return key;
}

interface PluralRule {
  readonly ending: string;
  readonly singular: string;
}

/**
 * Common regular plural endings per language, applied to keys (after doubled letters collapse, so
 * "eggs" is "egs"). Deliberately simple: irregular plurals (Äpfel, mice) are out of scope, and a
 * stripped form only counts when it equals a real word on the other side.
 */
const PLURAL_RULES: Readonly<Record<FoodLanguage, readonly PluralRule[]>> = {
  en: [
    { ending: 'ies', singular: 'y' },
    { ending: 'es', singular: '' },
    { ending: 's', singular: '' },
  ],
  es: [
    { ending: 'es', singular: '' },
    { ending: 's', singular: '' },
  ],
  de: [
    { ending: 'en', singular: '' },
    { ending: 'er', singular: '' },
    { ending: 'n', singular: '' },
    { ending: 'e', singular: '' },
    { ending: 's', singular: '' },
  ],
  fr: [
    { ending: 's', singular: '' },
    { ending: 'x', singular: '' },
  ],
  no: [
    { ending: 'er', singular: '' },
    { ending: 'r', singular: '' },
    { ending: 'e', singular: '' },
  ],
};

const ALL_RULES: readonly PluralRule[] = Object.values(PLURAL_RULES).flat();
const MIN_STEM_LENGTH = 2;

/** Candidate singulars of one key word (not including the word itself). */
export function singularForms(word: string, language?: FoodLanguage): string[] {
  const rules = language === undefined ? ALL_RULES : PLURAL_RULES[language];
  const forms = new Set<string>();
  for (const { ending, singular } of rules) {
    if (!word.endsWith(ending)) continue;
    const form = word.slice(0, word.length - ending.length) + singular;
    if (form.length >= MIN_STEM_LENGTH && form !== word) forms.add(form);
  }
  return [...forms];
}

/** A key word together with the singulars it may stand for. */
export interface SearchWord {
  readonly word: string;
  readonly singulars: ReadonlySet<string>;
}

export function toSearchWords(key: string, language?: FoodLanguage): SearchWord[] {
  if (key === '') return [];
  return key.split(' ').map((word) => ({ word, singulars: new Set(singularForms(word, language)) }));
}

/** Same word, or one is a regular plural of the other. */
export function wordsMatch(a: SearchWord, b: SearchWord): boolean {
  return a.word === b.word || a.singulars.has(b.word) || b.singulars.has(a.word);
}
