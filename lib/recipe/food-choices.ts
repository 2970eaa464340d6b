/**
 * Foods chosen by hand for ingredient names the matching could not place ("No data" → the food
 * search → a result). A choice is remembered for that name, in this browser, and used on every
 * later line with the same food name (compared on its food phrase, so "fresh tarragon, chopped"
 * and "Tarragon" share one choice). Stored choices are checked on the way in like any input (./stored-choices.ts).
 */
import { createPersistedStore, type StateStorage } from '@/lib/site/persisted';
import { foodPhrase } from '@/lib/nutrition/ingredient-name';
import type { Nutrients } from '@/lib/nutrition/types';

export const FOOD_CHOICES_STORAGE_KEY = 'recipe-food-choices';
const MAX_CHOICES = 500;

export interface FoodChoice {
  /** The table food's id, or the search result's id (Open Food Facts). */
  readonly id: string;
  readonly name: string;
  /** Per 100 g. */
  readonly nutrients: Nutrients;
}

export type FoodChoices = Readonly<Record<string, FoodChoice>>;

/** The key a choice is remembered under; "" when the name holds no food. */
export function choiceKey(name: string): string {
  return foodPhrase(name);
}

export function choiceFor(choices: FoodChoices, name: string): FoodChoice | undefined {
  const key = choiceKey(name);
  return key === '' ? undefined : choices[key];
}

export interface FoodChoiceState {
  readonly choices: FoodChoices;
  choose(name: string, choice: FoodChoice): void;
}

export function createFoodChoiceStore(storage?: () => StateStorage) {
  return createPersistedStore<FoodChoiceState, Pick<FoodChoiceState, 'choices'>>(
    (set) => ({
      choices: {},
      choose: (name, choice) =>
        set((state) => {
          const key = choiceKey(name);
          if (key === '') return state;
          const kept = Object.entries(state.choices)
            .filter(([other]) => other !== key)
            .slice(-(MAX_CHOICES - 1));
          return { choices: { ...Object.fromEntries(kept), [key]: choice } };
        }),
    }),
    {
      key: FOOD_CHOICES_STORAGE_KEY,
      version: 1,
      storage,
      partialize: (state) => ({ choices: state.choices }),
      read: (persisted) => import('./stored-choices').then(({ storedChoicesSchema }) => storedChoicesSchema.safeParse(persisted).data),
    },
  );
}

export type FoodChoiceStore = ReturnType<typeof createFoodChoiceStore>;

export const foodChoiceStore: FoodChoiceStore = createFoodChoiceStore();
