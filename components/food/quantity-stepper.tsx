'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Minus, Plus } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
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
    <div className="flex items-center gap-1.5">
      <Button variant="secondary" size="icon-sm" aria-label={t('decrease')} disabled={!canDecreaseQuantity(quantity)} onClick={onDecrease}>
        <Minus aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Input
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
        bare
        className="h-9 w-16 px-2 text-center text-base tabular-nums"
      />
      <Button variant="secondary" size="icon-sm" aria-label={t('increase')} disabled={!canIncreaseQuantity(quantity)} onClick={onIncrease}>
        <Plus aria-hidden="true" className="h-4 w-4" />
      </Button>
      <span className="text-sm whitespace-nowrap text-slate-600">{t('portionUnit')}</span>
    </div>
  );
}
