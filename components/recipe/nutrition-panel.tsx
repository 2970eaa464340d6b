'use client';

import { useTranslations } from 'next-intl';
import { LoaderCircle } from '@/components/ui/icons';
import { Card, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ScaledItem } from '@/lib/recipe/types';
import { IngredientBreakdown } from './ingredient-breakdown';
import { MacroBreakdown } from './macro-breakdown';
import { NutritionLabel } from './nutrition-label';
import type { NutritionState } from './use-recipe-nutrition';

/** Nutrition facts (default) and macronutrients, or the loading and no-data states. */
export function NutritionPanel({ state, items }: { state: NutritionState; items: readonly ScaledItem[] }) {
  const t = useTranslations('RecipeConverter.nutrition');
  return (
    <Card>
      <CardTitle>{t('title')}</CardTitle>
      {state.status === 'loading' ? (
        // The same box as the no-data prompt, which the server renders: loading moves nothing.
        <p role="status" className="mt-4 flex items-center gap-2 rounded-md bg-slate-50 p-4 text-slate-700">
          <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" />
          {t('loading')}
        </p>
      ) : state.status === 'no-data' ? (
        <p className="mt-4 rounded-md bg-slate-50 p-4 text-slate-700">{t('noData')}</p>
      ) : (
        <Tabs defaultValue="facts" className="mt-3">
          <TabsList aria-label={t('tabsLabel')}>
            <TabsTrigger value="facts">{t('factsTab')}</TabsTrigger>
            <TabsTrigger value="macros">{t('macrosTab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="facts" className="grid grid-cols-1 gap-6 md:grid-cols-[auto_minmax(0,1fr)]">
            <NutritionLabel result={state.result} />
            <div>
              <IngredientBreakdown items={items} result={state.result} />
              <p className="mt-3 text-sm text-slate-600">
                {t('coverage', {
                  count: state.result.ingredientsWithData.filter((ingredient) => ingredient.hasNutritionData).length,
                  total: state.result.ingredientsWithData.length,
                })}
              </p>
            </div>
          </TabsContent>
          <TabsContent value="macros">
            <MacroBreakdown result={state.result} />
          </TabsContent>
        </Tabs>
      )}
    </Card>
  );
}
