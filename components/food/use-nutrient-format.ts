'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatNumber, formatWholePercent, NUMBER_STYLES } from '@/lib/format/number';

export interface NutrientFormat {
  kcal(value: number): string;
  grams(value: number): string;
  milligrams(value: number): string;
  /** A whole percentage (0-100) in the locale's style ("4%", "4 %"). */
  percent(value: number): string;
}

/** Nutrient amounts as the tracker shows them: 1 decimal at most, in the page's number format. */
export function useNutrientFormat(): NutrientFormat {
  const locale = useLocale();
  const t = useTranslations('FoodCalories');
  return useMemo(() => {
    const number = (value: number) => formatNumber(value, locale, NUMBER_STYLES.trackerAmount);
    return {
      kcal: (value) => t('kcal', { value: number(value) }),
      grams: (value) => t('grams', { value: number(value) }),
      milligrams: (value) => t('milligrams', { value: number(value) }),
      percent: (value) => formatWholePercent(value, locale),
    };
  }, [locale, t]);
}
