import { describe, expect, it } from 'vitest';
import type { StateStorage } from '@/lib/site/persisted';
import { computeRecipe } from '@/lib/recipe/compute';
import { createRecipeStore, linesToText, RECIPE_STORAGE_KEY, textToLines } from '@/lib/recipe/store';
import { DEFAULT_RECIPE_INPUT } from '@/lib/recipe/types';
import { unitLabeler } from './support';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StateStorage = {
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
  return { data, storage };
}

describe('recipe store', () => {
  it('starts from the defaults', () => {
    const store = createRecipeStore(() => memoryStorage().storage);
    expect(store.getState().input).toEqual(DEFAULT_RECIPE_INPUT);
    expect(store.getState().computed).toBeNull();
  });

  it('rounds servings, forces them into 1-999, and turns non-numbers into 1', () => {
    const store = createRecipeStore(() => memoryStorage().storage);
    const { setFromServings, setToServings } = store.getState();
    setFromServings(2.6);
    expect(store.getState().input.fromServings).toBe(3);
    setFromServings(0);
    expect(store.getState().input.fromServings).toBe(1);
    setToServings(1200);
    expect(store.getState().input.toServings).toBe(999);
    setToServings(Number.NaN);
    expect(store.getState().input.toServings).toBe(1);
  });

  it('splits the text into lines and joins them back unchanged', () => {
    const store = createRecipeStore(() => memoryStorage().storage);
    store.getState().setText('2 cups flour\r\n\n1 egg\n');
    expect(store.getState().input.lines).toEqual(['2 cups flour', '', '1 egg', '']);
    expect(linesToText(textToLines('a\n\nb\n'))).toBe('a\n\nb\n');
  });

  it('resets the input to the defaults', () => {
    const store = createRecipeStore(() => memoryStorage().storage);
    store.getState().setSystem('imperial');
    store.getState().setText('1 egg');
    store.getState().reset();
    expect(store.getState().input).toEqual(DEFAULT_RECIPE_INPUT);
  });

  it('keeps the input and the computed recipe in storage and reads them back', async () => {
    const { data, storage } = memoryStorage();
    const first = createRecipeStore(() => storage);
    first.getState().setText('3 dl melk');
    first.getState().setSystem('imperial');
    const computed = computeRecipe(first.getState().input, { locale: 'no', unitLabel: unitLabeler('no') });
    first.getState().setComputed(computed);
    expect(data.has(RECIPE_STORAGE_KEY)).toBe(true);

    const second = createRecipeStore(() => storage);
    await second.persist.rehydrate();
    expect(second.getState().input.lines).toEqual(['3 dl melk']);
    expect(second.getState().input.system).toBe('imperial');
    expect(second.getState().computed).toEqual(computed);
  });

  it('ignores stored state that does not pass validation', async () => {
    const stored = { state: { input: { ...DEFAULT_RECIPE_INPUT, toServings: 5000, lines: ['1 egg'] }, computed: null }, version: 1 };
    const { storage } = memoryStorage({ [RECIPE_STORAGE_KEY]: JSON.stringify(stored) });
    const store = createRecipeStore(() => storage);
    await store.persist.rehydrate();
    expect(store.getState().input).toEqual(DEFAULT_RECIPE_INPUT);
  });

  it('survives storage that is not JSON', async () => {
    const { storage } = memoryStorage({ [RECIPE_STORAGE_KEY]: '{not json' });
    const store = createRecipeStore(() => storage);
    await store.persist.rehydrate();
    expect(store.getState().input).toEqual(DEFAULT_RECIPE_INPUT);
  });
});
