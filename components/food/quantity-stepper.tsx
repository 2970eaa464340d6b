'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NumberStepper } from '@/components/ui/number-stepper';
import {
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_STEP,
  canDecreaseQuantity,
  canIncreaseQuantity,
  parseQuantityInput,
} from '@/lib/food-tracker/quantity';

interface QuantityStepperProps {
  readonly quantity: number;
  readonly onChange: (quantity: number) => void;
  readonly onDecrease: () => void;
  readonly onIncrease: () => void;
}

/**
 * Minus, the "Quantity" number box and plus, with the "×100g" unit. While the box has focus it
 * shows what is being typed (so it can be emptied to type a new number); every edit is applied by
 * the list's rules, and on leaving the box it shows the quantity that was kept.
 */
export function QuantityStepper({ quantity, onChange, onDecrease, onIncrease }: QuantityStepperProps) {
  const t = useTranslations('FoodCalories');
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <NumberStepper
      size="sm"
      decreaseLabel={t('decrease')}
      increaseLabel={t('increase')}
      canDecrease={canDecreaseQuantity(quantity)}
      canIncrease={canIncreaseQuantity(quantity)}
      onDecrease={onDecrease}
      onIncrease={onIncrease}
      suffix={<span className="text-sm whitespace-nowrap text-slate-600">{t('portionUnit')}</span>}
      type="number"
      inputMode="decimal"
      min={QUANTITY_MIN}
      max={QUANTITY_MAX}
      step={QUANTITY_STEP}
      aria-label={t('quantity')}
      value={draft ?? String(quantity)}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(parseQuantityInput(event.target.value));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}
