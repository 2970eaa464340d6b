import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findFoodForIngredient, searchFoods } from '@/lib/nutrition/search';
import { FOOD_LANGUAGES, type FoodLanguage } from '@/lib/nutrition/types';

const ids = (query: string, language: FoodLanguage, limit?: number) => searchFoods(query, language, limit).map((result) => result.id);

describe('searchFoods: examples in every language', () => {
  it.each([
    ['egg', 'en'],
    ['eggs', 'en'],
    ['æg', 'en'],
    ['huevo', 'es'],
    ['huevos', 'es'],
    ['Ei', 'de'],
    ['Eier', 'de'],
    ['oeuf', 'fr'],
    ['œuf', 'fr'],
    ['ŒUFS', 'fr'],
    ['egg', 'no'],
  ] as const)('finds the whole egg first for "%s" (%s)', (query, language) => {
    expect(ids(query, language)[0]).toBe('egg-whole-raw');
  });

  it.each([
    ['plátano', 'es', 'Plátano'],
    ['platano', 'es', 'Plátano'],
    ['PLÁTANO', 'es', 'Plátano'],
    ['Banane', 'de', 'Banane'],
    ['bananes', 'fr', 'Banane'],
    ['bananer', 'no', 'Banan'],
    ['bananas', 'en', 'Banana'],
  ] as const)('finds the banana for "%s" (%s) and names it "%s"', (query, language, name) => {
    const [first] = searchFoods(query, language);
    expect(first?.id).toBe('banana');
    expect(first?.name).toBe(name);
  });

  it('matches terms of any language whatever the requested one, naming results in the requested one', () => {
    const [first] = searchFoods('Ei', 'en');
    expect(first).toMatchObject({ id: 'egg-whole-raw', name: 'Egg' });
    expect(searchFoods('huevo', 'de')[0]).toMatchObject({ id: 'egg-whole-raw', name: 'Ei' });
  });

  it('ignores case and accents', () => {
    expect(ids('HAHNCHENBRUST', 'de')[0]).toBe('chicken-breast-raw');
    expect(ids('creme fraiche', 'fr')).toEqual(ids('crème fraîche', 'fr'));
    expect(ids('pure de tomate', 'es')).toEqual(ids('puré de tomate', 'es'));
  });

  it.each([
    ['tomatoes', 'en', 'tomato'],
    ['tomato', 'en', 'tomato'],
    ['Tomaten', 'de', 'tomato'],
    ['strawberry', 'en', 'strawberries'],
    ['epler', 'no', 'apple'],
    ['limones', 'es', 'lemon'],
  ] as const)('tolerates singular and plural: "%s" (%s) finds %s', (query, language, id) => {
    expect(ids(query, language)[0]).toBe(id);
  });
});

describe('searchFoods: ranking', () => {
  it('puts an exact term before prefixes, whole words and substrings', () => {
    // "milk" is a term of whole milk; "milk chocolate" starts with it; "skim milk" has it as a
    // word; "buttermilk" only contains it.
    const results = ids('milk', 'en');
    expect(results[0]).toBe('milk-whole');
    expect(results.indexOf('milk-chocolate')).toBeLessThan(results.indexOf('milk-skim'));
    expect(results.indexOf('milk-skim')).toBeLessThan(results.indexOf('buttermilk'));
  });

  it("prefers the query's own language among exact matches", () => {
    // "Paprika" is a bell pepper in German and the spice in English.
    expect(ids('paprika', 'de')[0]).toBe('bell-pepper-red');
    expect(ids('paprika', 'en')[0]).toBe('paprika');
  });

  it('finds a prefix of a word ("chick") and words in any order ("breast chicken")', () => {
    expect(ids('chick', 'en')).toEqual(expect.arrayContaining(['chickpeas-cooked', 'chicken-breast-raw']));
    expect(ids('breast chicken', 'en')[0]).toBe('chicken-breast-raw');
  });

  it('finds a German compound by a substring ("milch")', () => {
    expect(ids('milch', 'de')).toEqual(expect.arrayContaining(['milk-whole', 'buttermilk', 'almond-milk', 'milk-chocolate']));
  });

  it('returns each food once and at most `limit` results', () => {
    const results = ids('e', 'en', 50);
    expect(new Set(results).size).toBe(results.length);
    expect(results).toHaveLength(50);
    expect(ids('e', 'en', 3)).toHaveLength(3);
    expect(ids('e', 'en')).toHaveLength(10);
    expect(ids('egg', 'en', 0)).toEqual([]);
  });

  it('answers nothing for blank or unknown queries', () => {
    expect(searchFoods('', 'en')).toEqual([]);
    expect(searchFoods('  ,;  ', 'en')).toEqual([]);
    expect(searchFoods('stubtella', 'en')).toEqual([]);
  });

  it('is deterministic: the same query gives the same list', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abceilmnorst æø'.split('')), maxLength: 6 }),
        fc.constantFrom(...FOOD_LANGUAGES),
        (query, language) => {
          expect(searchFoods(query, language, 20)).toEqual(searchFoods(query, language, 20));
        },
      ),
    );
  });

  it('answers results in the public shape, per 100 g, with unknown USDA values as 0', () => {
    const [pork] = searchFoods('ground pork', 'en');
    expect(pork).toMatchObject({ id: 'pork-ground-raw', name: 'Ground pork', servingSize: 100, sugar: 0 });
    expect(Object.keys(pork ?? {}).sort()).toEqual(
      [
        'calcium',
        'calories',
        'carbs',
        'fat',
        'fiber',
        'id',
        'iron',
        'name',
        'protein',
        'servingSize',
        'sodium',
        'sugar',
        'vitaminA',
        'vitaminC',
      ].sort(),
    );
  });
});

describe('findFoodForIngredient', () => {
  it.each([
    ['all-purpose flour', 'en', 'flour-all-purpose'],
    ['flour', 'en', 'flour-all-purpose'],
    ['eggs', 'en', 'egg-whole-raw'],
    ['large free-range eggs', 'en', 'egg-whole-raw'],
    ['harina', 'es', 'flour-all-purpose'],
    ['unsalted butter, melted', 'en', 'butter-unsalted'],
    ['butter (softened)', 'en', 'butter-salted'],
    ['brown sugar (packed)', 'en', 'sugar-brown'],
    ['sugar', 'en', 'sugar-white'],
    ['milk', 'en', 'milk-whole'],
    ['vanilla', 'en', 'vanilla-extract'],
    ['fresh basil leaves', 'en', 'basil-fresh'],
    ['chopped onion', 'en', 'onion'],
    ['cloves garlic, minced', 'en', 'garlic'],
    ['almond flour', 'en', 'flour-all-purpose'],
    ['leche entera', 'es', 'milk-whole'],
    ['Zucker', 'de', 'sugar-white'],
    ['Dinkelmehl', 'de', 'flour-all-purpose'],
    ['speltmel', 'no', 'flour-all-purpose'],
  ] as const)('reads "%s" (%s) as %s', (name, language, id) => {
    expect(findFoodForIngredient(name, language)?.id).toBe(id);
  });

  it.each([
    ['water', 'en'],
    ['warm water', 'en'],
    ['agua', 'es'],
    ['unicorn tears', 'en'],
    ['(optional)', 'en'],
    ['', 'en'],
  ] as const)('finds no table food for "%s" (%s)', (name, language) => {
    expect(findFoodForIngredient(name, language)).toBeUndefined();
  });

  it('does not take part of a word for a match, as the search box does', () => {
    expect(findFoodForIngredient('salt', 'en')?.id).toBe('salt');
    expect(searchFoods('ana', 'en').map((food) => food.id)).toContain('banana');
    expect(findFoodForIngredient('ana', 'en')).toBeUndefined();
    expect(findFoodForIngredient('water', 'en')).toBeUndefined(); // not "watermelon"
  });
});
