'use client';

import { useTranslations } from 'next-intl';
import type { Nutrients } from '@/lib/nutrition/types';
import { useNutrientFormat } from './use-nutrient-format';

/** "89 kcal · Protein 1.1 g · Carbs 22.8 g · Fat 0.3 g", wrapping only between the parts. */
export function NutrientSummary({ nutrients }: { readonly nutrients: Pick<Nutrients, 'calories' | 'protein' | 'carbs' | 'fat'> }) {
  const t = useTranslations('FoodCalories');
  const format = useNutrientFormat();
  const parts = [
    { key: 'protein', text: `${t('protein')} ${format.grams(nutrients.protein)}` },
    { key: 'carbs', text: `${t('carbs')} ${format.grams(nutrients.carbs)}` },
    { key: 'fat', text: `${t('fat')} ${format.grams(nutrients.fat)}` },
  ] as const;
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium whitespace-nowrap text-slate-800">{format.kcal(nutrients.calories)}</span>
      {parts.map((part) => (
        <span key={part.key}>
          {' · '}
          <span className="whitespace-nowrap">{part.text}</span>
        </span>
      ))}
    </p>
  );
}
