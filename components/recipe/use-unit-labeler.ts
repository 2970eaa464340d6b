'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { UnitLabeler } from '@/lib/recipe/display-line';
import type { RecipeUnitId } from '@/lib/recipe/units';
import type messages from '@/messages/en.json';

type UnitMessageKey = keyof (typeof messages)['RecipeConverter']['units'];

// Message keys are identifiers; the one unit id with a hyphen gets a camel-case key.
const MESSAGE_KEYS = { 'fl-oz': 'flOz' } as const satisfies Partial<Record<RecipeUnitId, UnitMessageKey>>;

function messageKey(unit: RecipeUnitId): UnitMessageKey {
  return unit === 'fl-oz' ? MESSAGE_KEYS[unit] : unit;
}

/** Unit words in the page's language, singular or plural, for lib/recipe's display lines. */
export function useUnitLabeler(): UnitLabeler {
  const t = useTranslations('RecipeConverter.units');
  return useCallback<UnitLabeler>((unit, form) => t(`${messageKey(unit)}.${form}`), [t]);
}
