import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Minus, Plus } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';

const sizes = {
  sm: { button: 'icon-sm', field: 'h-9 w-16', gap: 'gap-1.5' },
  md: { button: 'icon', field: 'h-10 w-20', gap: 'gap-2' },
} as const;

export type NumberStepperProps = Omit<React.ComponentProps<typeof Input>, 'size' | 'bare'> & {
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
  size?: keyof typeof sizes;
  /** Shown after the plus button, e.g. the unit the number counts. */
  suffix?: React.ReactNode;
};

/**
 * A number box between minus and plus buttons. The box is the caller's Input (its value, draft and
 * keys are the feature's rules); the buttons are named by `decreaseLabel` and `increaseLabel`.
 */
export function NumberStepper({
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  canDecrease,
  canIncrease,
  size = 'md',
  suffix,
  className,
  ...field
}: NumberStepperProps) {
  const { button, field: fieldSize, gap } = sizes[size];
  return (
    <div className={cn('flex items-center', gap)}>
      <Button type="button" variant="secondary" size={button} aria-label={decreaseLabel} disabled={!canDecrease} onClick={onDecrease}>
        <Minus aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Input bare className={cn(fieldSize, 'px-2 text-center text-base tabular-nums', className)} {...field} />
      <Button type="button" variant="secondary" size={button} aria-label={increaseLabel} disabled={!canIncrease} onClick={onIncrease}>
        <Plus aria-hidden="true" className="h-4 w-4" />
      </Button>
      {suffix}
    </div>
  );
}
