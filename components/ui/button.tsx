import type * as React from 'react';
import { cn } from '@/components/ui/cn';

/*
 * Colours and size are the button's own: pick a variant and a size rather than passing colour,
 * height, padding or font-size classes, which would fight these for the same property. className
 * is for layout (margins, alignment, width).
 */
const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-slate-400',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100',
  /** A quiet remove button: red text, a red tint on hover. */
  'ghost-destructive': 'text-red-700 hover:bg-red-50',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const sizes = {
  xs: 'h-8 px-2 text-xs',
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  /** md's padding and text at a large field's height, for a button in a row of h-12 fields. */
  tall: 'h-12 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  'icon-sm': 'h-9 w-9',
  icon: 'h-10 w-10',
  'icon-lg': 'h-11 w-11',
  /** An item of a list to pick from: as tall as its text wraps, its two parts at either end. */
  row: 'min-h-8 justify-between px-3 py-1 text-left text-sm',
} as const;

export type ButtonProps = React.ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /**
   * The button waits for what it started: disabled and aria-busy, its icon replaced by a spinner.
   * The spinner is the `.button-loading` rule of app/globals.css, so the Button every page renders
   * carries no spinner code.
   */
  loading?: boolean;
};

/**
 * A `<button>` in the site's styles. Always a button element (no `asChild`): Radix's Slot would ship
 * with every page, since the consent banner renders a Button on all of them. A Radix trigger that
 * must be this button wraps it (`<DialogPrimitive.Close asChild><Button …/>`) and merges its props in.
 */
export function Button({ className, variant = 'primary', size = 'md', loading, disabled, ...props }: ButtonProps) {
  // The text colour is not animated: a button the page enables when its scripts run would otherwise
  // fade from the disabled grey, for a moment too faint to read (axe caught it mid-fade in dark mode).
  return (
    <button
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn('button', size !== 'row' && 'justify-center', variants[variant], sizes[size], loading && 'button-loading', className)}
      {...props}
    />
  );
}
