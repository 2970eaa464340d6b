import type * as React from 'react';
import { cn } from '@/components/ui/cn';
import { FIELD_SIZE } from './input';

/**
 * A native <select> in the text field's style and standard size; like the text field, a `bare`
 * select gets its height, width, padding, font size and shadow-sm (if any) from `className`
 * instead. The site keeps native selects for its pickers: they are the best on phones and for
 * screen readers, and they need no JavaScript of their own.
 */
export function NativeSelect({ className, bare = false, ...props }: React.ComponentProps<'select'> & { bare?: boolean }) {
  return (
    <select
      className={cn('min-w-0 rounded-md border border-slate-300 bg-white text-slate-900', !bare && FIELD_SIZE, className)}
      {...props}
    />
  );
}
