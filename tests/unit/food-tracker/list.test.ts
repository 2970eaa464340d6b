import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addFood,
  clearFoods,
  createFoodItem,
  decreaseFoodQuantity,
  increaseFoodQuantity,
  newFoodId,
  removeFood,
  setFoodQuantity,
  type FoodList,
} from '@/lib/food-tracker/list';
import { foodListSchema } from '@/lib/food-tracker/stored-list';
import { MAX_FOOD_ITEMS } from '@/lib/food-tracker/types';
import { BANANA, fixedIds, listArbitrary, searchResultArbitrary } from './fixtures';

describe('adding a food', () => {
  it('appends it with quantity 1, its values, and the query that found it', () => {
    const list = addFood([], BANANA, '  banana ', fixedIds());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Banana',
      servingSize: 100,
      quantity: 1,
      searchTerms: ['banana'],
      calories: 89,
      protein: 1.09,
      carbs: 22.84,
      fat: 0.33,
      fiber: 2.6,
      sugar: 12.23,
      sodium: 1,
    });
  });

  it('starts calcium, iron and the vitamins at 0', () => {
    expect(createFoodItem(BANANA, 'banana', fixedIds())).toMatchObject({ calcium: 0, iron: 0, vitaminC: 0, vitaminA: 0 });
  });

  it('makes the id from the time and a random string', () => {
    expect(newFoodId({ now: () => 36 ** 3, random: () => 0.5 })).toBe('1000-i0000000');
    expect(newFoodId()).toMatch(/^[0-9a-z]+-[0-9a-z]{8}$/);
  });

  it('can add the same food twice, each with its own id', () => {
    const ids = fixedIds();
    const list = addFood(addFood([], BANANA, 'banana', ids), BANANA, 'banana', ids);
    expect(list).toHaveLength(2);
    expect(list[0]!.id).not.toBe(list[1]!.id);
  });

  it('keeps ids unique even when the clock and the random source repeat', () => {
    let calls = 0;
    const stuck = { now: () => 1, random: () => (calls++ < 3 ? 0.25 : 0.75) };
    const list = addFood(addFood([], BANANA, 'banana', stuck), BANANA, 'banana', stuck);
    expect(new Set(list.map((item) => item.id)).size).toBe(2);
  });

  it(`stops at ${MAX_FOOD_ITEMS} foods`, () => {
    const ids = fixedIds();
    let list = addFood([], BANANA, 'banana', ids);
    while (list.length < MAX_FOOD_ITEMS) list = addFood(list, BANANA, 'banana', ids);
    expect(addFood(list, BANANA, 'banana', ids)).toBe(list);
  });

  it('gives a list the storage reader accepts, whatever the result', () => {
    fc.assert(
      fc.property(fc.array(searchResultArbitrary, { maxLength: 5 }), (results) => {
        const ids = fixedIds();
        const list = results.reduce((acc, result) => addFood(acc, result, result.name, ids), addFood([], BANANA, 'b', ids));
        expect(foodListSchema.safeParse(list).success).toBe(true);
      }),
    );
  });
});

describe('removing and clearing', () => {
  it('removes exactly the food with the given id', () => {
    const ids = fixedIds();
    const list = addFood(addFood([], BANANA, 'banana', ids), { ...BANANA, name: 'Apple' }, 'apple', ids);
    const rest = removeFood(list, list[0]!.id);
    expect(rest.map((item) => item.name)).toEqual(['Apple']);
  });

  it('leaves the list untouched for an unknown id', () => {
    const list = addFood([], BANANA, 'banana', fixedIds());
    expect(removeFood(list, 'no-such-id')).toBe(list);
  });

  it('clear all empties the list', () => {
    expect(clearFoods()).toEqual([]);
  });

  it('removing every id one by one empties any list', () => {
    fc.assert(
      fc.property(listArbitrary, (list) => {
        expect(list.reduce<FoodList>((rest, item) => removeFood(rest, item.id), list)).toEqual([]);
      }),
    );
  });
});

describe('changing a quantity', () => {
  const list = addFood([], BANANA, 'banana', fixedIds());
  const id = list[0]!.id;

  it('sets the typed amount', () => {
    expect(setFoodQuantity(list, id, 3)[0]!.quantity).toBe(3);
  });

  it('ignores an amount below 0.1 and returns the same list', () => {
    expect(setFoodQuantity(list, id, 0)).toBe(list);
    expect(setFoodQuantity(list, id, -2)).toBe(list);
  });

  it('turns a non-numeric amount into 1', () => {
    const three = setFoodQuantity(list, id, 3);
    expect(setFoodQuantity(three, id, Number.NaN)[0]!.quantity).toBe(1);
  });

  it('steps with plus and minus, minus never below 1', () => {
    const two = increaseFoodQuantity(list, id);
    expect(two[0]!.quantity).toBe(2);
    expect(decreaseFoodQuantity(two, id)[0]!.quantity).toBe(1);
    expect(decreaseFoodQuantity(list, id)).toBe(list);
  });

  it('changes only the named food', () => {
    const ids = fixedIds();
    const two = addFood(addFood([], BANANA, 'banana', ids), BANANA, 'banana', ids);
    const changed = setFoodQuantity(two, two[1]!.id, 4);
    expect(changed.map((item) => item.quantity)).toEqual([1, 4]);
    expect(changed[0]).toBe(two[0]);
  });

  it('leaves the list untouched for an unknown id', () => {
    expect(setFoodQuantity(list, 'nope', 2)).toBe(list);
    expect(increaseFoodQuantity(list, 'nope')).toBe(list);
  });
});
