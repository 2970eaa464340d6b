'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { NumberStepper } from '@/components/ui/number-stepper';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { parseServings, SERVINGS_MAX, SERVINGS_MIN } from '@/lib/recipe/servings';

interface ServingsStepperProps {
  readonly label: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly value: number;
  /** The state it shows has been read from storage: a number typed before is then adopted. */
  readonly ready: boolean;
  readonly onChange: (value: number) => void;
}

/**
 * A servings box between minus and plus buttons (1 to 999, minus disabled at 1 and plus
 * at 999, anything typed that is not a number becomes 1). An emptied box waits for the visitor to
 * type or leave it before becoming 1, so "12" can be typed over "4". A number typed before the page
 * was live is the box's value once it is.
 */
export function ServingsStepper({ label, decreaseLabel, increaseLabel, value, ready, onChange }: ServingsStepperProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  useTypedBeforeHydration(id, (text) => onChange(parseServings(text)), ready);

  function type(text: string) {
    if (text.trim() === '') {
      setDraft(text);
      return;
    }
    setDraft(null);
    onChange(parseServings(text));
  }

  function step(event: KeyboardEvent<HTMLInputElement>) {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      onChange(event.key === 'Home' ? SERVINGS_MIN : SERVINGS_MAX);
    } else if (steps[event.key] !== undefined) {
      event.preventDefault();
      setDraft(null);
      onChange(parseServings(String(value + steps[event.key]!)));
    }
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1">
        <NumberStepper
          decreaseLabel={decreaseLabel}
          increaseLabel={increaseLabel}
          canDecrease={value > SERVINGS_MIN}
          canIncrease={value < SERVINGS_MAX}
          onDecrease={() => onChange(value - 1)}
          onIncrease={() => onChange(value + 1)}
          id={id}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={SERVINGS_MIN}
          aria-valuemax={SERVINGS_MAX}
          aria-valuenow={value}
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => type(event.target.value)}
          onKeyDown={step}
          onBlur={() => {
            if (draft === null) return;
            setDraft(null);
            onChange(parseServings(draft));
          }}
        />
      </div>
    </div>
  );
}
