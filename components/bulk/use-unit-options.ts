'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { intlLocale } from '@/i18n/languages';
import type { CustomUnit } from '@/lib/custom-units/types';
import { categories, getCategory, unitSymbol, type CategoryId } from '@/lib/units';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

/** The categories in the catalogue's order, named in the page's language. */
export function useCategoryOptions(): readonly SelectOption[] {
  const t = useTranslations('CategoryNames');
  return useMemo(() => categories.map((category) => ({ value: category.id, label: t(category.id) })), [t]);
}

/**
 * The units of a category as "Name (symbol)": "Centimeters (cm)". Currencies are named by
 * Intl.DisplayNames, as the catalogue stores only their codes.
 */
export function useUnitOptions(category: CategoryId | ''): readonly SelectOption[] {
  const t = useTranslations('UnitNames');
  const locale = useLocale();
  return useMemo(() => {
    if (category === '') return [];
    if (category === 'currency') {
      const names = new Intl.DisplayNames([intlLocale[locale]], { type: 'currency' });
      return getCategory('currency').units.map((unit) => ({
        value: unit.id,
        label: `${names.of(unit.symbol) ?? unit.symbol} (${unit.symbol})`,
      }));
    }
    const units: readonly { id: string }[] = getCategory(category).units;
    return units.map((unit) => ({
      value: unit.id,
      label: `${t(`${category}.${unit.id}` as Parameters<typeof t>[0])} (${unitSymbol(category, unit.id, locale)})`,
    }));
  }, [category, locale, t]);
}

/** The visitor's own units of a category as "Name (symbol)", or the name alone when it is the symbol too. */
export function customUnitOptions(kept: readonly CustomUnit[], category: string): readonly SelectOption[] {
  return kept
    .filter((unit) => unit.category === category)
    .map((unit) => ({ value: unit.id, label: unit.symbol === unit.name ? unit.name : `${unit.name} (${unit.symbol})` }));
}
