'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { roundForDisplay } from '@/lib/food-tracker/totals';

export interface NutrientFormat {
  kcal(value: number): string;
  grams(value: number): string;
  milligrams(value: number): string;
  /** A whole percentage (0-100) in the locale's style ("4%", "4 %"). */
  percent(value: number): string;
}

/** Nutrient amounts as the tracker shows them: 1 decimal at most, in the page's number format. */
export function useNutrientFormat(): NutrientFormat {
  const format = useFormatter();
  const t = useTranslations('FoodCalories');
  return useMemo(() => {
    const number = (value: number) => format.number(roundForDisplay(value), { maximumFractionDigits: 1 });
    return {
      kcal: (value) => t('kcal', { value: number(value) }),
      grams: (value) => t('grams', { value: number(value) }),
      milligrams: (value) => t('milligrams', { value: number(value) }),
      percent: (value) => format.number(value / 100, { style: 'percent', maximumFractionDigits: 0 }),
    };
  }, [format, t]);
}
