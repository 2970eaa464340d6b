'use client';

import { useTranslations } from 'next-intl';
import { Trash2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { itemNutrients } from '@/lib/food-tracker/totals';
import type { FoodItem } from '@/lib/food-tracker/types';
import { QuantityStepper } from './quantity-stepper';
import { NutrientSummary } from './nutrient-summary';

interface FoodListItemProps {
  readonly item: FoodItem;
  readonly onQuantityChange: (id: string, quantity: number) => void;
  readonly onDecrease: (id: string) => void;
  readonly onIncrease: (id: string) => void;
  readonly onRemove: (item: FoodItem) => void;
}

/** One food of "Your foods": its values for the chosen quantity, the stepper and "Remove {name}". */
export function FoodListItem({ item, onQuantityChange, onDecrease, onIncrease, onRemove }: FoodListItemProps) {
  const t = useTranslations('FoodCalories');
  return (
    <li className="flex flex-col gap-3 py-3 @lg:flex-row @lg:items-center @lg:justify-between">
      <div className="min-w-0">
        <h3 className="font-medium break-words text-slate-900">{item.name}</h3>
        <NutrientSummary nutrients={itemNutrients(item)} />
      </div>
      <div className="flex shrink-0 items-center justify-between gap-2 @lg:justify-end">
        <QuantityStepper
          quantity={item.quantity}
          onChange={(quantity) => onQuantityChange(item.id, quantity)}
          onDecrease={() => onDecrease(item.id)}
          onIncrease={() => onIncrease(item.id)}
        />
        <Button variant="ghost-destructive" size="icon-sm" aria-label={t('remove', { name: item.name })} onClick={() => onRemove(item)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}
