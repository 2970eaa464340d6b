/**
 * The recipe scaler's state (the input and the computed recipe),
 * kept in localStorage so a reload shows the same recipe. Setters keep servings valid (
 * rounded, at least 1, at most 999). Stored state is validated on the way in; anything invalid is
 * ignored in favour of the defaults.
 */
import type { StateStorage } from '@/lib/site/persisted';
import { clampServings } from '@/lib/recipe/servings';
import { DEFAULT_RECIPE_INPUT, type ComputedRecipe, type MeasurementSystem, type RecipeInput } from '@/lib/recipe/types';
import { createPersistedStore } from '@/lib/site/persisted';

export const RECIPE_STORAGE_KEY = 'recipe-converter';
const RECIPE_STORAGE_VERSION = 1;

export interface StoredRecipeState {
  readonly input: RecipeInput;
  readonly computed: ComputedRecipe | null;
}

export interface RecipeState extends StoredRecipeState {
  setFromServings(value: number): void;
  setToServings(value: number): void;
  setSystem(system: MeasurementSystem): void;
  /** The textarea's text; one line per ingredient. */
  setText(text: string): void;
  setComputed(computed: ComputedRecipe): void;
  /** Back to the default input (the computed recipe follows on the next computation). */
  reset(): void;
}

export function linesToText(lines: readonly string[]): string {
  return lines.join('\n');
}

export function textToLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export function createRecipeStore(storage?: () => StateStorage) {
  return createPersistedStore<RecipeState, StoredRecipeState>(
    (set) => ({
      input: DEFAULT_RECIPE_INPUT,
      computed: null,
      setFromServings: (value) => set((state) => ({ input: { ...state.input, fromServings: clampServings(value) } })),
      setToServings: (value) => set((state) => ({ input: { ...state.input, toServings: clampServings(value) } })),
      setSystem: (system) => set((state) => ({ input: { ...state.input, system } })),
      setText: (text) => set((state) => ({ input: { ...state.input, lines: textToLines(text) } })),
      setComputed: (computed) => set({ computed }),
      reset: () => set({ input: DEFAULT_RECIPE_INPUT }),
    }),
    {
      key: RECIPE_STORAGE_KEY,
      version: RECIPE_STORAGE_VERSION,
      storage,
      partialize: (state) => ({ input: state.input, computed: state.computed }),
      // The check loads only when something was stored.
      read: (persisted) =>
        import('@/lib/recipe/stored-state').then(({ storedRecipeStateSchema }) => storedRecipeStateSchema.safeParse(persisted).data),
    },
  );
}

export type RecipeStore = ReturnType<typeof createRecipeStore>;

/** The page's store. */
export const recipeStore: RecipeStore = createRecipeStore();
