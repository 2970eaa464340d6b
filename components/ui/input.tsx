import type * as React from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * The site's text field. Callers change only the size (`h-12 text-lg`, `w-20 text-center`…) through
 * `className` (a field with a placeholder adds `placeholder:text-slate-500`, kept out of the base so
 * the converter pages do not pay bytes for it); the border turns red while `aria-invalid` is set. No disabled colours: fields wait
 * disabled until their card hydrates, and a grey flash on every page load would read as broken.
 */
export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
