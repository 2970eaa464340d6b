'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { RotateCcw } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { inputForLocale } from '@/lib/recipe/default-recipe';
import { MAX_LINE_LENGTH } from '@/lib/recipe/limits';
import { sampleRecipe } from '@/lib/recipe/precomputed';
import { linesToText, recipeStore } from '@/lib/recipe/store';
import { NutritionPanel } from './nutrition-panel';
import { ScaledRecipe } from './scaled-recipe';
import { ServingsStepper } from './servings-stepper';
import { SystemChoice } from './system-choice';
import { useRecipeComputation } from './use-recipe-computation';
import { useRecipeCustomUnits } from './use-recipe-custom-units';
import { useKnownFoods } from './use-known-foods';
import { useRecipeNutrition } from './use-recipe-nutrition';
import { useFoodChoices, useRecipeHydration, useRecipeStore } from './use-recipe-store';

const actions = recipeStore.getState();

/** The recipe scaler: input on one side, the scaled recipe on the other, nutrition below. */
export function RecipeConverter() {
  const t = useTranslations('RecipeConverter');
  const hintId = useId();
  const hydrated = useRecipeHydration();
  const locale = useLocale();
  const storedInput = useRecipeStore((state) => state.input);
  // The untouched sample recipe reads in the page's language; memoised so the computation runs once per change.
  const input = useMemo(() => inputForLocale(storedInput, locale), [storedInput, locale]);
  const storedComputed = useRecipeStore((state) => state.computed);
  const choices = useFoodChoices();
  const customUnits = useRecipeCustomUnits();
  // The untouched sample is shown as soon as the stored recipe is read, before the computation's
  // effect stores it; only another recipe (or the visitor's own units, which may read it otherwise) needs the recipe engine.
  const sample = hydrated && customUnits.length === 0 ? sampleRecipe(input, locale, choices) : null;
  const computed = sample ?? storedComputed;
  const settled = useRecipeComputation(input, choices, hydrated, customUnits) || sample !== null;
  useTypedBeforeHydration('recipe-ingredients', actions.setText, hydrated);
  const known = useKnownFoods();
  const nutrition = useRecipeNutrition(computed, choices, known);
  const withData = nutrition.status === 'shown' ? nutrition.result.ingredientsWithData.map((item) => item.hasNutritionData) : null;

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardTitle>{t('inputTitle')}</CardTitle>
        <div className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
          <ServingsStepper
            label={t('originalServings')}
            decreaseLabel={t('decreaseOriginal')}
            increaseLabel={t('increaseOriginal')}
            value={input.fromServings}
            ready={hydrated}
            onChange={actions.setFromServings}
          />
          <ServingsStepper
            label={t('desiredServings')}
            decreaseLabel={t('decreaseDesired')}
            increaseLabel={t('increaseDesired')}
            value={input.toServings}
            ready={hydrated}
            onChange={actions.setToServings}
          />
        </div>
        <div className="mt-4">
          <SystemChoice value={input.system} onChange={actions.setSystem} />
        </div>
        <div className="mt-4">
          <label htmlFor="recipe-ingredients" className="block text-sm font-medium text-slate-800">
            {t('ingredients')}
          </label>
          <p id={hintId} className="mt-0.5 text-sm text-slate-600">
            {t('ingredientsHint')}
          </p>
          <Textarea
            id="recipe-ingredients"
            aria-describedby={hintId}
            rows={9}
            maxLength={MAX_LINE_LENGTH}
            spellCheck={false}
            value={linesToText(input.lines)}
            onChange={(event) => actions.setText(event.target.value)}
            className="mt-2 font-mono text-sm leading-relaxed"
          />
        </div>
        <Button type="button" variant="ghost" className="mt-2" onClick={actions.reset}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {t('reset')}
        </Button>
      </Card>
      <ScaledRecipe recipe={computed} settled={settled} withData={withData} known={known} />
      <div className="lg:col-span-2">
        <NutritionPanel state={nutrition} items={computed?.items ?? []} />
      </div>
    </div>
  );
}
