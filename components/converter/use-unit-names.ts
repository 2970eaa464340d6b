import { useLocale } from 'next-intl';
import { useCallback } from 'react';
import type { CategoryId } from '@/lib/units/catalogue';
import { unitSymbol } from '@/lib/units/symbols';
import { useNamesWith, type UnitNames } from './unit-names';

export type { UnitNames } from './unit-names';

/** Unit names for any category in the page's language, symbols from the unit catalogue (./unit-names.ts). */
export function useUnitNames(category: CategoryId): UnitNames {
  const locale = useLocale();
  const symbolOf = useCallback((unit: string) => unitSymbol(category, unit, locale), [category, locale]);
  return useNamesWith(category, symbolOf);
}
