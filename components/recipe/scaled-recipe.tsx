'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Card, CardTitle } from '@/components/ui/card';
import { formatRecipeGrams } from '@/lib/format/recipe';
import { matchedFoodName } from '@/lib/recipe/food-facts';
import { choiceFor } from '@/lib/recipe/food-choices';
import type { ComputedRecipe, ScaledItem } from '@/lib/recipe/types';
import { FoodChooser } from './food-chooser';
import { RecipeActions } from './recipe-actions';
import type { KnownFoods } from './use-known-foods';
import { useFoodChoices } from './use-recipe-store';

/**
 * "matched: Tomatoes, canned" or "chosen: …" under a line, from the table or the stored choice.
 * While the table that names the food is loading, an empty line of the same height holds its place,
 * so the list does not move when the name comes.
 */
function MatchNote({ item, known }: { item: ScaledItem; known: KnownFoods }) {
  const t = useTranslations('RecipeConverter');
  const locale = useLocale();
  const choices = useFoodChoices();
  const tableName = matchedFoodName(known.facts, item, locale);
  if (tableName === undefined && !known.failed) {
    return (
      <span aria-hidden="true" className="block text-xs">
        {'\u00a0'}
      </span>
    );
  }
  const food = tableName ?? (item.chosen === true ? choiceFor(choices, item.name)?.name : undefined);
  if (food === undefined) return null;
  return <span className="block text-xs text-slate-600">{t(item.chosen === true ? 'chosen' : 'matched', { food })}</span>;
}

function Item({ item, hasData, known }: { item: ScaledItem; hasData: boolean | undefined; known: KnownFoods }) {
  const t = useTranslations('RecipeConverter');
  const locale = useLocale();
  return (
    <li className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-2 last:border-b-0">
      <span className="min-w-0 break-words text-slate-900">
        {item.converted}
        <MatchNote item={item} known={known} />
        {hasData === false && item.converted !== item.name ? <FoodChooser name={item.name} /> : null}
      </span>
      <span className="shrink-0 text-sm text-slate-600 tabular-nums">
        {item.weightInGrams > 0 ? t('weight', { grams: formatRecipeGrams(item.weightInGrams, locale) }) : null}
        {hasData === false ? (
          <span title={t('noDataHint')} className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('noData')}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The scaled recipe with its serves and ingredient counts. `withData` marks, item by item, whether
 * nutrition data was found (null while unknown); `known` names the matched foods.
 */
export function ScaledRecipe({
  recipe,
  settled,
  withData,
  known,
}: {
  recipe: ComputedRecipe | null;
  /** `recipe` is the one of the current input (see RecipeActions). */
  settled: boolean;
  withData: readonly boolean[] | null;
  known: KnownFoods;
}) {
  const t = useTranslations('RecipeConverter');
  const items = recipe?.items ?? [];
  return (
    <Card className="flex flex-col">
      <CardTitle id="scaled-recipe-title">{t('outputTitle')}</CardTitle>
      {recipe !== null && items.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t('serves', { count: recipe.servings })} · {t('ingredientCount', { count: items.length })}
          </p>
          <ul aria-labelledby="scaled-recipe-title" className="mt-3 flex-1">
            {items.map((item, index) => (
              <Item key={item.id} item={item} hasData={withData?.[index]} known={known} />
            ))}
          </ul>
        </>
      ) : recipe !== null ? (
        <p className="mt-3 flex-1 rounded-md bg-slate-50 p-4 text-slate-700">{t('emptyPrompt')}</p>
      ) : (
        <div className="flex-1" />
      )}
      <div className="mt-4">
        <RecipeActions recipe={recipe} settled={settled} />
      </div>
    </Card>
  );
}
