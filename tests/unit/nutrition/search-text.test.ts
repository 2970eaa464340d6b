import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchKey, singularForms, toSearchWords, wordsMatch } from '@/lib/nutrition/search-text';

describe('searchKey', () => {
  it.each([
    ['Plátano', 'platano'],
    ['ŒUF', 'oeuf'],
    ['Hähnchenbrust', 'hahnchenbrust'],
    ['Eiweiß', 'eiweis'],
    ['Blåbær', 'blaber'],
    ['løk', 'lok'],
    ['All-Purpose  Flour', 'al purpose flour'],
    ["jaune d'œuf", 'jaune d oeuf'],
    ['ﬁlet', 'filet'],
  ])('turns "%s" into "%s"', (text, key) => {
    expect(searchKey(text)).toBe(key);
  });

  it('makes Danish "æg" and English "egg" the same key', () => {
    expect(searchKey('æg')).toBe(searchKey('egg'));
    expect(searchKey('Æg')).toBe(searchKey('EGG'));
  });

  it('makes "paere" and "pære" the same key', () => {
    expect(searchKey('paere')).toBe(searchKey('pære'));
  });

  const latinText = fc.string({
    unit: fc.constantFrom(..."aAbBeEgGoOsSäÄæÆøØåÅœŒßéÉñÑüÜ -'%2".split('')),
    maxLength: 20,
  });

  it('is idempotent, case-insensitive and yields only [a-z0-9] words', () => {
    fc.assert(
      fc.property(latinText, (text) => {
        const key = searchKey(text);
        expect(searchKey(key)).toBe(key);
        expect(searchKey(text.toUpperCase())).toBe(key);
        expect(key).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('plural tolerance', () => {
  it.each([
    ['egs', 'eg', 'en'], // eggs / egg after doubled letters collapse
    ['tomatoes', 'tomato', 'en'],
    ['strawberies', 'strawbery', 'en'],
    ['huevos', 'huevo', 'es'],
    ['limones', 'limon', 'es'],
    ['eier', 'ei', 'de'],
    ['tomaten', 'tomate', 'de'],
    ['oeufs', 'oeuf', 'fr'],
    ['choux', 'chou', 'fr'],
    ['epler', 'eple', 'no'],
    ['bananer', 'banan', 'no'],
  ] as const)('reads "%s" as a plural of "%s" in %s', (plural, singular, language) => {
    expect(singularForms(plural, language)).toContain(singular);
    expect(singularForms(plural)).toContain(singular);
  });

  it('only strips the endings of the given language', () => {
    expect(singularForms('pear', 'en')).toEqual([]);
    expect(singularForms('pear', 'no')).toContain('pea');
  });

  it('never strips a word below two letters', () => {
    expect(singularForms('es')).toEqual([]);
    expect(singularForms('ei')).toEqual([]);
  });

  it('matches a word with itself and its plural, in either direction, but not a stranger', () => {
    const [eggs] = toSearchWords(searchKey('eggs'));
    const [egg] = toSearchWords(searchKey('egg'), 'en');
    const [ham] = toSearchWords('ham', 'en');
    if (eggs === undefined || egg === undefined || ham === undefined) throw new Error('no words');
    expect(wordsMatch(eggs, egg)).toBe(true);
    expect(wordsMatch(egg, eggs)).toBe(true);
    expect(wordsMatch(egg, egg)).toBe(true);
    expect(wordsMatch(egg, ham)).toBe(false);
  });
});
