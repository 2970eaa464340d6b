'use client';

import { useRef } from 'react';
import { track } from '@/lib/site/analytics';
import { totalNutrients } from '@/lib/food-tracker/totals';
import type { FoodItem } from '@/lib/food-tracker/types';
import type { FoodSearchResult } from '@/lib/nutrition/types';
import { FoodList } from './food-list';
import { FoodSearchPanel } from './food-search-panel';
import { FoodTotals } from './food-totals';
import { MacroShares } from './macro-shares';
import { NutritionFacts } from './nutrition-facts';
import { useFoodSearch } from './use-food-search';
import { useFoodTracker } from './use-food-tracker';

const ANALYTICS_CATEGORY = 'food_calories';

/** The food calorie tracker of /tools/food-calories: search, "Your foods" and the totals. */
export function FoodCalorieTracker() {
  const tracker = useFoodTracker();
  const search = useFoodSearch();
  const searchInput = useRef<HTMLInputElement>(null);
  const totals = totalNutrients(tracker.foods);

  const add = (result: FoodSearchResult, query: string) => {
    tracker.add(result, query);
    search.reset();
    track(ANALYTICS_CATEGORY, 'add_food', result.name);
    // The clicked button disappears with the results; keep keyboard users where the next step is.
    searchInput.current?.focus();
  };

  const remove = (item: FoodItem) => {
    tracker.remove(item.id);
    track(ANALYTICS_CATEGORY, 'remove_food', item.name);
  };

  const clearAll = () => {
    track(ANALYTICS_CATEGORY, 'clear_foods', tracker.foods.length);
    tracker.clear();
    search.dismissError();
    searchInput.current?.focus();
  };

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex min-w-0 flex-col gap-6">
        <FoodSearchPanel search={search} onAdd={add} inputRef={searchInput} />
        <FoodList
          foods={tracker.foods}
          ready={tracker.hydrated}
          onQuantityChange={tracker.setQuantity}
          onDecrease={tracker.decrease}
          onIncrease={tracker.increase}
          onRemove={remove}
          onClearAll={clearAll}
        />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <FoodTotals totals={totals} />
        <MacroShares totals={totals} />
        {tracker.hydrated && tracker.foods.length > 0 ? <NutritionFacts totals={totals} /> : null}
      </div>
    </div>
  );
}
