'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DailyValueNutrient } from '@/lib/nutrition/daily-values';
import { formatCalories, formatPercentNumber, nutrientAmountText } from '@/lib/nutrition/nutrition-display';
import type { NutritionResult } from '@/lib/nutrition/recipe-nutrition';
import type { NutrientKey } from '@/lib/nutrition/types';
import { cn } from '@/components/ui/cn';
import { Table } from '@/components/ui/table';

type LabelKey = 'totalFat' | 'sodium' | 'totalCarbs' | 'fiber' | 'sugars' | 'protein' | 'vitaminA' | 'vitaminC' | 'calcium' | 'iron';

interface Row {
  readonly label: LabelKey;
  readonly nutrient: NutrientKey;
  readonly dailyValue: DailyValueNutrient | null;
  readonly indent?: boolean;
  readonly bold?: boolean;
}

// The order and emphasis of the US FDA's Nutrition Facts label (21 CFR 101.9), for the nutrients
// the food table carries.
const MAIN_ROWS: readonly Row[] = [
  { label: 'totalFat', nutrient: 'fat', dailyValue: 'fat', bold: true },
  { label: 'sodium', nutrient: 'sodium', dailyValue: 'sodium', bold: true },
  { label: 'totalCarbs', nutrient: 'carbs', dailyValue: 'carbs', bold: true },
  { label: 'fiber', nutrient: 'fiber', dailyValue: 'fiber', indent: true },
  { label: 'sugars', nutrient: 'sugar', dailyValue: null, indent: true },
  { label: 'protein', nutrient: 'protein', dailyValue: 'protein', bold: true },
];
const MICRO_ROWS: readonly Row[] = [
  { label: 'vitaminA', nutrient: 'vitaminA', dailyValue: 'vitaminA' },
  { label: 'vitaminC', nutrient: 'vitaminC', dailyValue: 'vitaminC' },
  { label: 'calcium', nutrient: 'calcium', dailyValue: 'calcium' },
  { label: 'iron', nutrient: 'iron', dailyValue: 'iron' },
];

function NutrientRow({ row, result, thick }: { row: Row; result: NutritionResult; thick?: boolean }) {
  const t = useTranslations('RecipeConverter.nutrition');
  const locale = useLocale();
  const amount = nutrientAmountText(row.nutrient, result.perServing[row.nutrient], locale);
  return (
    <tr className={cn('border-black', thick ? 'border-t-[10px]' : 'border-t')}>
      <th scope="row" className={cn('py-0.5 pr-2 text-left align-baseline', row.bold ? 'font-black' : 'font-normal', row.indent && 'pl-4')}>
        {t(row.label)}{' '}
        <span className="font-normal">
          {amount.value} {t(`unit.${amount.unit}`)}
        </span>
      </th>
      <td className="py-0.5 text-right align-baseline font-black">
        {row.dailyValue === null ? '' : t('percent', { value: formatPercentNumber(result.dailyValues[row.dailyValue], locale) })}
      </td>
    </tr>
  );
}

/** The FDA-style label: black rules, heavy headings, % Daily Value per serving. */
export function NutritionLabel({ result }: { result: NutritionResult }) {
  const t = useTranslations('RecipeConverter.nutrition');
  const locale = useLocale();
  return (
    <section aria-labelledby="nutrition-label-title" className="w-full max-w-sm border-2 border-black bg-white p-2 text-black">
      <h3 id="nutrition-label-title" className="text-3xl leading-none font-black tracking-tight break-words hyphens-auto sm:text-4xl">
        {t('labelTitle')}
      </h3>
      <p className="mt-1 border-b border-black pb-1 text-base">{t('servings', { count: result.servings })}</p>
      <div className="mt-1 border-t-[10px] border-black pt-1">
        <p className="text-sm font-bold">{t('amountPerServing')}</p>
        <p className="flex items-end justify-between text-3xl leading-tight font-black">
          <span>{t('calories')}</span>
          <span className="text-4xl tabular-nums">{formatCalories(result.perServing.calories, locale)}</span>
        </p>
      </div>
      {/* The kit's table with the label's own rows: black rules of their own weights, not the site's grey ones. */}
      <Table className="mt-1 border-t-[5px] border-black">
        <thead>
          <tr>
            <td />
            <th scope="col" className="py-0.5 text-right font-bold">
              {t('dailyValue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {MAIN_ROWS.map((row) => (
            <NutrientRow key={row.label} row={row} result={result} />
          ))}
          {MICRO_ROWS.map((row, index) => (
            <NutrientRow key={row.label} row={row} result={result} thick={index === 0} />
          ))}
        </tbody>
      </Table>
      <p className="mt-1 border-t-[5px] border-black pt-1 text-xs leading-snug">{t('footnote')}</p>
    </section>
  );
}
