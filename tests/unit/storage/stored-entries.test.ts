import { describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '@/lib/site/consent';
import { createFoodTrackerStore, FOOD_TRACKER_STORAGE_KEY } from '@/lib/food-tracker/store';
import { createFormatStore } from '@/lib/converter/format-store';
import { FORMAT_STORAGE_KEY } from '@/lib/converter/format-preference';
import { createHistoryStore, HISTORY_STORAGE_KEY } from '@/lib/converter/history-store';
import { unitsStorageKey } from '@/lib/converter/storage';
import { createUnitsStore } from '@/lib/converter/units-store';
import { createFoodChoiceStore, FOOD_CHOICES_STORAGE_KEY } from '@/lib/recipe/food-choices';
import { createRecipeStore, RECIPE_STORAGE_KEY } from '@/lib/recipe/store';
import { THEME_STORAGE_KEY } from '@/lib/site/theme';
import { createThemeStore } from '@/lib/site/theme-store';
import { memoryStorage } from '../../support/memory-storage';

/*
 * What visitors' browsers hold: each entry below is the exact text zustand's persist (5.1.0) wrote
 * for that feature before the site's own store replaced it (produced by the previous build's stores).
 * Each must still be read, and written back byte for byte.
 */
const ZUSTAND_ENTRIES = {
  [CONSENT_STORAGE_KEY]: '{"state":{"decision":"granted"},"version":0}',
  [HISTORY_STORAGE_KEY]:
    '{"state":{"recent":[{"category":"length","from":"cm","to":"in","value":"5","result":"1.9685"}],"favourites":[{"category":"weight","from":"kg","to":"lb","value":"2"}]},"version":0}',
  [RECIPE_STORAGE_KEY]:
    '{"state":{"input":{"fromServings":2,"toServings":6,"system":"metric","lines":["2 cups flour","1 egg"]},"computed":null},"version":1}',
  [FOOD_CHOICES_STORAGE_KEY]:
    '{"state":{"choices":{"taragon":{"id":"off-1","name":"Stubtella","nutrients":{"calories":1,"protein":1,"carbs":1,"fat":1,"fiber":1,"sugar":1,"sodium":1,"calcium":1,"iron":1,"vitaminC":1,"vitaminA":1}}}},"version":1}',
  [FOOD_TRACKER_STORAGE_KEY]:
    '{"state":{"foods":[{"id":"loyw3v28-i0000000","name":"Banana","servingSize":100,"quantity":1,"searchTerms":["banana"],"calories":89,"protein":1.09,"carbs":22.84,"fat":0.33,"fiber":2.6,"sugar":12.23,"sodium":1,"calcium":0,"iron":0,"vitaminC":0,"vitaminA":0}]},"version":1}',
};

/** Reads the entry into a new store, then writes it back through a change that changes nothing stored. */
async function roundTrip(store: { persist: { rehydrate(): Promise<void> }; setState(update: object): void }) {
  await store.persist.rehydrate();
  store.setState({});
}

describe('entries saved before the upgrade', () => {
  it("keep the consent answer (the site's consent store, on localStorage)", async () => {
    const { data, storage } = memoryStorage(ZUSTAND_ENTRIES);
    // The consent store takes localStorage when it is created: a fresh module on a stubbed window.
    vi.stubGlobal('window', { localStorage: storage() });
    vi.resetModules();
    try {
      const { consentStore } = await import('@/lib/site/consent');
      await roundTrip(consentStore);
      expect(consentStore.getState().decision).toBe('granted');
      expect(data[CONSENT_STORAGE_KEY]).toBe(ZUSTAND_ENTRIES[CONSENT_STORAGE_KEY]);
      consentStore.setState({ decision: 'denied' });
      expect(data[CONSENT_STORAGE_KEY]).toBe('{"state":{"decision":"denied"},"version":0}');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keep the conversion history and favourites', async () => {
    const { data, storage } = memoryStorage(ZUSTAND_ENTRIES);
    const history = createHistoryStore(storage);
    await roundTrip(history);
    expect(history.getState().recent).toEqual([{ category: 'length', from: 'cm', to: 'in', value: '5', result: '1.9685' }]);
    expect(history.getState().favourites).toEqual([{ category: 'weight', from: 'kg', to: 'lb', value: '2' }]);
    expect(data[HISTORY_STORAGE_KEY]).toBe(ZUSTAND_ENTRIES[HISTORY_STORAGE_KEY]);
  });

  it('keep the recipe being scaled', async () => {
    const { data, storage } = memoryStorage(ZUSTAND_ENTRIES);
    const recipe = createRecipeStore(storage);
    await roundTrip(recipe);
    expect(recipe.getState().input).toEqual({ fromServings: 2, toServings: 6, system: 'metric', lines: ['2 cups flour', '1 egg'] });
    expect(data[RECIPE_STORAGE_KEY]).toBe(ZUSTAND_ENTRIES[RECIPE_STORAGE_KEY]);
  });

  it('keep the foods chosen by hand for the recipe', async () => {
    const { data, storage } = memoryStorage(ZUSTAND_ENTRIES);
    const choices = createFoodChoiceStore(storage);
    await roundTrip(choices);
    expect(choices.getState().choices['taragon']?.name).toBe('Stubtella');
    expect(data[FOOD_CHOICES_STORAGE_KEY]).toBe(ZUSTAND_ENTRIES[FOOD_CHOICES_STORAGE_KEY]);
  });

  it('keep the food diary', async () => {
    const { data, storage } = memoryStorage(ZUSTAND_ENTRIES);
    const tracker = createFoodTrackerStore({ storage });
    await roundTrip(tracker);
    expect(tracker.getState().foods).toMatchObject([{ id: 'loyw3v28-i0000000', name: 'Banana', quantity: 1, calories: 89 }]);
    expect(data[FOOD_TRACKER_STORAGE_KEY]).toBe(ZUSTAND_ENTRIES[FOOD_TRACKER_STORAGE_KEY]);
  });
});

/*
 * What the releases before the persisted stores kept without persist's entry, as their code wrote it
 * (and as the browser suite seeds it): the bare theme choice, the Precision list's key, the bare pair.
 */
const BARE_ENTRIES = {
  [THEME_STORAGE_KEY]: 'dark',
  [FORMAT_STORAGE_KEY]: 'f8',
  [unitsStorageKey('length')]: '{"from":"ft","to":"m"}',
};

describe('entries of the releases before the persisted stores', () => {
  it('keep the theme chosen, rewritten as the theme store entry', async () => {
    const { data, storage } = memoryStorage(BARE_ENTRIES);
    const theme = createThemeStore(storage);
    await theme.persist.rehydrate();
    expect(theme.getState().choice).toBe('dark');
    expect(data[THEME_STORAGE_KEY]).toBe('{"state":{"choice":"dark"},"version":0}');
  });

  it('keep the result format chosen, rewritten as the format store entry', async () => {
    const { data, storage } = memoryStorage(BARE_ENTRIES);
    const format = createFormatStore(storage);
    await format.persist.rehydrate();
    expect(format.getState().format).toEqual({ kind: 'fraction', denominator: 8 });
    expect(data[FORMAT_STORAGE_KEY]).toBe('{"state":{"format":{"kind":"fraction","denominator":8}},"version":0}');
  });

  it("keep each category's last units, rewritten as the units store entry", async () => {
    const { data, storage } = memoryStorage(BARE_ENTRIES);
    const units = createUnitsStore('length', storage);
    await units.persist.rehydrate();
    expect(units.getState().units).toEqual({ from: 'ft', to: 'm' });
    expect(data[unitsStorageKey('length')]).toBe('{"state":{"units":{"from":"ft","to":"m"}},"version":0}');
  });
});
