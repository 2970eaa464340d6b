import { describe, expect, it } from 'vitest';
import type { StateStorage } from '@/lib/site/persisted';
import { FOOD_TRACKER_STORAGE_KEY, createFoodTrackerStore } from '@/lib/food-tracker/store';
import { readStoredFoods } from '@/lib/food-tracker/stored-list';
import { BANANA, fixedIds } from './fixtures';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StateStorage = {
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
  return { data, storage };
}

function newStore(storage: StateStorage) {
  return createFoodTrackerStore({ storage: () => storage, ids: fixedIds() });
}

describe('the food tracker store', () => {
  it('keeps the list in storage and reads it back in a new page', async () => {
    const { data, storage } = memoryStorage();
    const first = newStore(storage);
    await first.persist.rehydrate();
    first.getState().add(BANANA, 'banana');
    first.getState().increase(first.getState().foods[0]!.id);
    expect(JSON.parse(data.get(FOOD_TRACKER_STORAGE_KEY)!)).toMatchObject({ state: { foods: [{ name: 'Banana', quantity: 2 }] } });

    const reloaded = newStore(storage);
    expect(reloaded.getState().foods).toEqual([]);
    await reloaded.persist.rehydrate();
    expect(reloaded.getState().foods).toEqual(first.getState().foods);
  });

  it('removes, clears and sets quantities by the list rules', async () => {
    const { storage } = memoryStorage();
    const store = newStore(storage);
    await store.persist.rehydrate();
    store.getState().add(BANANA, 'banana');
    store.getState().add({ ...BANANA, name: 'Apple' }, 'apple');
    const [banana, apple] = store.getState().foods;
    store.getState().setQuantity(apple!.id, 0);
    expect(store.getState().foods[1]!.quantity).toBe(1);
    store.getState().setQuantity(apple!.id, 3);
    store.getState().decrease(apple!.id);
    expect(store.getState().foods[1]!.quantity).toBe(2);
    store.getState().remove(banana!.id);
    expect(store.getState().foods.map((food) => food.name)).toEqual(['Apple']);
    store.getState().clear();
    expect(store.getState().foods).toEqual([]);
  });

  it('does not notify listeners when nothing changes', async () => {
    const { storage } = memoryStorage();
    const store = newStore(storage);
    await store.persist.rehydrate();
    let notified = 0;
    store.subscribe(() => notified++);
    store.getState().remove('nope');
    store.getState().clear();
    expect(notified).toBe(0);
  });

  it('starts empty when the stored list is tampered with or not JSON', async () => {
    const bad = JSON.stringify({ state: { foods: [{ id: 'x', name: 'Evil', quantity: -4 }] }, version: 1 });
    for (const stored of [bad, '{not json', JSON.stringify({ state: { foods: 'nope' }, version: 1 })]) {
      const { storage } = memoryStorage({ [FOOD_TRACKER_STORAGE_KEY]: stored });
      const store = newStore(storage);
      await store.persist.rehydrate().catch(() => undefined);
      expect(store.getState().foods, stored).toEqual([]);
    }
  });

  it('reads only valid lists with unique ids', () => {
    const food = { ...BANANA, id: 'a', quantity: 1, searchTerms: ['banana'] };
    expect(readStoredFoods({ foods: [food] })).toEqual([food]);
    expect(readStoredFoods({ foods: [food, food] })).toEqual([]);
    expect(readStoredFoods(null)).toEqual([]);
  });
});
