import { describe, expect, it } from 'vitest';
import type { StateStorage } from '@/lib/site/persisted';
import { computeRecipe } from '@/lib/recipe/compute';
import { choiceFor, choiceKey, createFoodChoiceStore, FOOD_CHOICES_STORAGE_KEY, type FoodChoice } from '@/lib/recipe/food-choices';
import { namesToLookUp, nutritionIngredients } from '@/lib/recipe/nutrition';
import { NUTRIENT_KEYS, type Nutrients } from '@/lib/nutrition/types';
import { unitLabeler } from './support';

function memoryStorage(initial: Record<string, string> = {}): StateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const nutrients = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, 0])) as Record<keyof Nutrients, number>;
const SPREAD: FoodChoice = { id: 'off-1', name: 'Stubtella Hazelnut Spread', nutrients: { ...nutrients, calories: 539 } };

describe('foods chosen by hand', () => {
  it('are remembered under the food phrase, so notes and preparation words do not matter', () => {
    expect(choiceKey('fresh tarragon, leaves only')).toBe(choiceKey('Tarragon (chopped)'));
    const store = createFoodChoiceStore(() => memoryStorage());
    store.getState().choose('fresh tarragon, leaves only', SPREAD);
    expect(choiceFor(store.getState().choices, 'tarragon')).toEqual(SPREAD);
  });

  it('survive a reload, and a stored value that is not a choice is ignored', async () => {
    const storage = memoryStorage();
    const first = createFoodChoiceStore(() => storage);
    first.getState().choose('nothingfound', SPREAD);
    const second = createFoodChoiceStore(() => storage);
    await second.persist.rehydrate();
    expect(choiceFor(second.getState().choices, 'nothingfound')).toEqual(SPREAD);

    const broken = createFoodChoiceStore(() =>
      memoryStorage({ [FOOD_CHOICES_STORAGE_KEY]: JSON.stringify({ state: { choices: { x: { id: 1 } } }, version: 1 }) }),
    );
    await broken.persist.rehydrate();
    expect(broken.getState().choices).toEqual({});
  });

  it('give their nutrients to the line and spare it the food search; a table food also gives its weight', () => {
    const compute = (choices: Record<string, FoodChoice>) =>
      computeRecipe(
        { fromServings: 1, toServings: 1, system: 'metric', lines: ['100 g nothingfound', '1 cup nothingelse'] },
        { locale: 'en', unitLabel: unitLabeler('en'), choices },
      );
    const before = compute({});
    expect(namesToLookUp(before.items)).toEqual(['nothingfound']);
    expect(before.items[1]?.weightInGrams).toBe(0);

    const after = compute({
      nothingfound: SPREAD,
      nothingelse: { id: 'flour-all-purpose', name: 'Flour', nutrients: { ...nutrients, calories: 364 } },
    });
    const choices = { nothingfound: SPREAD };
    expect(namesToLookUp(after.items, choices)).toEqual([]);
    expect(nutritionIngredients(after.items, new Map(), choices)[0]?.per100g?.calories).toBe(539);
    expect(after.items[1]).toMatchObject({ foodId: 'flour-all-purpose', chosen: true, weightInGrams: 125 });
  });
});
