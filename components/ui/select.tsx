import type * as React from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * A native <select> in the text field's style. The site keeps native selects for its pickers: they
 * are the best on phones and for screen readers, and they need no JavaScript of their own.
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <select
      className={cn('h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm', className)}
      {...props}
    />
  );
}
