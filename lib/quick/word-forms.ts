import type { Locale } from '@/i18n/locales';

/**
 * The other grammatical number of a unit's name, as people type it: the name data (CLDR and the
 * hand-kept words) gives many units only in the plural the pages show ("Leagues", "Short tons",
 * "Toneladas cortas", "Kilowattstunden", "Britiske tonn"), and "1 league" must read as well.
 * Candidates only: the lexicon keeps one when no other reading already owns its words.
 */

/** Words after which a name's remaining words are a complement and stay as they are ("tons of refrigeration"). */
const COMPLEMENTS: Readonly<Record<Locale, ReadonlySet<string>>> = {
  en: new Set(['per', 'of', 'at', 'in']),
  es: new Set(['por', 'de', 'del', 'al', 'a', 'en']),
  de: new Set(['pro', 'je', 'zu', 'bei', 'auf', 'in']),
  fr: new Set(['par', 'de', 'du', "d'", 'aux', 'au', 'a', 'en']),
  no: new Set(['per', 'i', 'pa', 'av', 'ved']),
};

/** A word of four letters or more with a vowel: anything else is a symbol ("kbps", "mph") and has no number. */
const INFLECTS = /(?=[a-z]*[aeiouy])[a-z]{4}/;
const INFLECTS_WORD = /^(?=.*[aeiouy])[^\d]{4,}$/;

const EN_IRREGULAR: Readonly<Record<string, string>> = { feet: 'foot', foot: 'feet', millennia: 'millennium', centuries: 'century' };

/** One word's other forms in English: "leagues" ↔ "league", "inches" ↔ "inch", "centuries" ↔ "century". */
function englishForms(word: string): string[] {
  const irregular = EN_IRREGULAR[word];
  if (irregular !== undefined) return [irregular];
  if (/ies$/.test(word)) return [`${word.slice(0, -3)}y`];
  if (/(ch|sh|x|ss)es$/.test(word)) return [word.slice(0, -2)];
  if (/[^su]s$/.test(word)) return [word.slice(0, -1)];
  if (/(ch|sh|x|ss)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  return /[a-z]$/.test(word) && !/s$/.test(word) ? [`${word}s`] : [];
}

/** Spanish: "toneladas" → "tonelada", "galones" → "galon", "pascales" → "pascal" (accents are folded away). */
function spanishForms(word: string): string[] {
  if (/[aeiou]s$/.test(word)) return [word.slice(0, -1), ...(/es$/.test(word) ? [word.slice(0, -2)] : [])];
  if (/ces$/.test(word)) return [`${word.slice(0, -3)}z`];
  if (/[^aeiou]es$/.test(word)) return [word.slice(0, -2)];
  // Borrowed words keep their English plural: "gigabits", "kips".
  if (/[^aeious]s$/.test(word)) return [word.slice(0, -1)];
  if (/[aeiou]$/.test(word)) return [`${word}s`];
  return /[a-z]$/.test(word) ? [`${word}es`] : [];
}

/** French: "tonnes" → "tonne", "boisseaux" → "boisseau", "imperiaux" → "imperial". */
function frenchForms(word: string): string[] {
  if (/aux$/.test(word)) return [`${word.slice(0, -3)}al`, word.slice(0, -1)];
  if (/[sx]$/.test(word)) return [word.slice(0, -1)];
  return /[a-z]$/.test(word) ? [`${word}s`] : [];
}

/** German: "Kilowattstunden" → "kilowattstunde", "Einheiten" → "einheit", "Jahre" → "jahr", "Yards" → "yard". */
function germanForms(word: string): string[] {
  if (/en$/.test(word)) return [word.slice(0, -1), word.slice(0, -2)];
  if (/[^e]n$/.test(word) || /s$/.test(word)) return [word.slice(0, -1)];
  // An adjective in front of a singular noun: "britische Zentner" → "britischer Zentner".
  if (/ische$/.test(word)) return [`${word}r`, word.slice(0, -1)];
  if (/e$/.test(word)) return [word.slice(0, -1), `${word}n`];
  return [];
}

/** Norwegian: "tommer" → "tomme", "sekunder" → "sekund", "britiske" → "britisk", "kopp" → "kopper". */
function norwegianForms(word: string): string[] {
  if (/er$/.test(word)) return [word.slice(0, -1), word.slice(0, -2)];
  if (/ske$/.test(word)) return [word.slice(0, -1)];
  if (/isk$/.test(word)) return [`${word}e`];
  if (/e$/.test(word)) return [`${word}r`];
  return /[a-z]$/.test(word) ? [`${word}er`] : [];
}

const WORD_FORMS: Readonly<Record<Locale, (word: string) => string[]>> = {
  en: englishForms,
  es: spanishForms,
  de: germanForms,
  fr: frenchForms,
  no: norwegianForms,
};

/** A hyphenated word inflects at either end ("kilowatt-hours", "newtons-metres", "pounds-force"). */
function segmentForms(word: string, language: Locale): string[] {
  const forms = WORD_FORMS[language];
  const parts = word.split('-');
  if (parts.length === 1) return forms(word);
  const last = parts.length - 1;
  return [
    ...forms(parts[last]!).map((form) => [...parts.slice(0, last), form].join('-')),
    ...forms(parts[0]!).map((form) => [form, ...parts.slice(1)].join('-')),
  ];
}

/**
 * The other number of a folded alias: in English only its head word changes (the last before a
 * complement); in the other languages the adjectives agree, so every word before it changes too.
 */
export function otherForms(alias: string, language: Locale): string[] {
  if (!INFLECTS.test(alias)) return [];
  const words = alias.split(' ');
  const complement = words.findIndex((word, index) => index > 0 && COMPLEMENTS[language].has(word));
  const head = complement === -1 ? words.length : complement;
  const variants: string[][] = words.map((word, index) => {
    if (index >= head || !INFLECTS_WORD.test(word)) return [word];
    if (language === 'en' && index !== head - 1) return [word];
    return [word, ...segmentForms(word, language)];
  });
  // Each word changed alone, and all of them together in their first, second… form: a few candidates, never every combination.
  const candidates = new Set<string>();
  variants.forEach((forms, index) => {
    for (const form of forms.slice(1)) candidates.add([...words.slice(0, index), form, ...words.slice(index + 1)].join(' '));
  });
  const most = Math.max(...variants.map((forms) => forms.length));
  for (let form = 1; form < most; form++) candidates.add(variants.map((forms) => forms[Math.min(form, forms.length - 1)]).join(' '));
  candidates.delete(alias);
  return [...candidates];
}
