import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FOODS, getFood, isFoodId, nutrientsOf, toFoodSearchResult } from '@/lib/nutrition/foods';
import { FOOD_CATEGORIES, FOOD_LANGUAGES, NUTRIENT_KEYS, type FoodCategory } from '@/lib/nutrition/types';

// The promised food groups and the table category that carries each.
const FOOD_GROUPS: Record<string, FoodCategory> = {
  meats: 'meat',
  fish: 'fish',
  eggs: 'eggs',
  legumes: 'legumes',
  dairy: 'dairy',
  grains: 'grains',
  fruits: 'fruits',
  vegetables: 'vegetables',
  nuts: 'nuts-seeds',
  oils: 'oils-fats',
  sweeteners: 'sweeteners',
  condiments: 'condiments',
  drinks: 'drinks',
  snacks: 'snacks',
  'baking items': 'baking',
  'herbs and spices': 'spices',
};

describe('the built-in food table', () => {
  it('holds the 176 USDA foods with unique ids and NDB numbers', () => {
    expect(FOODS).toHaveLength(176);
    expect(new Set(FOODS.map((food) => food.id)).size).toBe(176);
    expect(new Set(FOODS.map((food) => food.ndbNumber)).size).toBe(176);
    for (const food of FOODS) expect(food.ndbNumber).toMatch(/^\d{5}$/);
  });

  it.each(Object.entries(FOOD_GROUPS))('covers the food group "%s"', (_group, category) => {
    expect(FOODS.some((food) => food.category === category)).toBe(true);
  });

  it('uses only the declared categories', () => {
    for (const food of FOODS) expect(FOOD_CATEGORIES).toContain(food.category);
  });

  it.each([
    // id, NDB, kcal, protein, carbs, fat, fiber, sugar, sodium, calcium, iron, vitamin C, vitamin A
    ['banana', '09040', 89, 1.09, 22.84, 0.33, 2.6, 12.23, 1, 5, 0.26, 8.7, 64],
    ['egg-whole-raw', '01123', 143, 12.56, 0.72, 9.51, 0, 0.37, 142, 56, 1.75, 0, 540],
    ['milk-whole', '01077', 61, 3.15, 4.8, 3.25, 0, 5.05, 43, 113, 0.03, 0, 162],
    ['chicken-breast-raw', '05062', 120, 22.5, 0, 2.62, 0, 0, 45, 5, 0.37, 0, 30],
    ['garlic', '11215', 149, 6.36, 33.06, 0.5, 2.1, 1, 17, 181, 1.7, 31.2, 9],
  ] as const)('copies the USDA values of %s (NDB %s) unchanged', (id, ndb, ...values) => {
    const food = getFood(id);
    expect(food.ndbNumber).toBe(ndb);
    expect(NUTRIENT_KEYS.map((key) => food[key])).toEqual(values);
  });

  it("keeps USDA's unreported values as null and reads them as 0 in sums", () => {
    const pork = getFood('pork-ground-raw');
    expect(pork.sugar).toBeNull();
    expect(nutrientsOf(pork).sugar).toBe(0);
    expect(getFood('dark-chocolate').vitaminC).toBeNull();
    const nulls = FOODS.flatMap((food) => NUTRIENT_KEYS.filter((key) => food[key] === null));
    expect(nulls).toHaveLength(7);
  });

  it('gives every food search terms and a capitalised display name in all five languages', () => {
    for (const food of FOODS) {
      for (const language of FOOD_LANGUAGES) {
        expect(food.searchTerms[language].length).toBeGreaterThan(0);
        const name = food.names[language];
        expect(name.toLowerCase()).toBe((food.searchTerms[language][0] ?? '').toLowerCase());
        expect(name.charAt(0)).toBe(name.charAt(0).toLocaleUpperCase());
      }
    }
    expect(getFood('banana').names).toEqual({
      en: 'Banana',
      es: 'Plátano',
      de: 'Banane',
      fr: 'Banane',
      no: 'Banan',
    });
    expect(getFood('egg-whole-raw').names.fr).toBe('Œuf');
  });

  it('answers a search result per 100 g named in the requested language', () => {
    const result = toFoodSearchResult(getFood('banana'), 'es');
    expect(result).toEqual({
      id: 'banana',
      name: 'Plátano',
      servingSize: 100,
      calories: 89,
      protein: 1.09,
      carbs: 22.84,
      fat: 0.33,
      fiber: 2.6,
      sugar: 12.23,
      sodium: 1,
      calcium: 5,
      iron: 0.26,
      vitaminC: 8.7,
      vitaminA: 64,
    });
  });

  it('tells table ids from other strings', () => {
    expect(isFoodId('banana')).toBe(true);
    expect(isFoodId('stubtella')).toBe(false);
    expect(getFood('stubtella')).toBeUndefined();
  });
});

// The generated file must equal what the import script makes from the shared reference data. The
// reference lives outside the repository, so this check runs where it is present (here, and on any
// machine that has it) and reports itself skipped elsewhere.
const SOURCE = fileURLToPath(new URL('../../../../shared/data/usda-foods.json', import.meta.url));

describe.skipIf(!existsSync(SOURCE))('the generated table against the USDA reference file', () => {
  it('matches every nutrient value, NDB number and household weight', () => {
    const source = JSON.parse(readFileSync(SOURCE, 'utf8')) as {
      foods: {
        id: string;
        ndbNumber: string;
        per100g: Record<string, number | null>;
        gramsPerCup: { grams: number } | null;
        gramsPerPiece: { grams: number } | null;
        searchTerms: Record<string, string[]>;
      }[];
    };
    expect(source.foods.map((food) => food.id)).toEqual(FOODS.map((food) => food.id));
    for (const reference of source.foods) {
      const food = getFood(reference.id);
      expect(food?.ndbNumber).toBe(reference.ndbNumber);
      for (const key of NUTRIENT_KEYS) expect(food?.[key]).toBe(reference.per100g[key]);
      expect(food?.gramsPerCup?.grams ?? null).toBe(reference.gramsPerCup?.grams ?? null);
      expect(food?.gramsPerPiece?.grams ?? null).toBe(reference.gramsPerPiece?.grams ?? null);
      expect(food?.searchTerms).toEqual(reference.searchTerms);
    }
  });
});
