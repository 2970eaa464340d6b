import type * as React from 'react';
import { cn } from '@/components/ui/cn';

/*
 * The frame and padding are the card's own: a caller's className adds layout (flex, margins) but
 * never a border, shadow-* or padding class, which would fight these for the same property.
 */
const variants = {
  default: 'border border-slate-200 p-5 shadow-sm',
  /** The converter cards: tighter on phones, roomier from the sm width. */
  converter: 'border border-slate-200 p-4 shadow-sm sm:p-6',
  /** No frame, a narrow padding: the embedded widget, whose host page frames it. */
  frameless: 'p-2',
} as const;

export function Card({ className, variant = 'default', ...props }: React.ComponentProps<'div'> & { variant?: keyof typeof variants }) {
  return <div className={cn('rounded-xl bg-white', variants[variant], className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}
