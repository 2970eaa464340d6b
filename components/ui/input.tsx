import type * as React from 'react';
import { cn } from '@/lib/utils/cn';

/**
 * The site's text field. Callers change only the size (`h-12 text-lg`, `w-20 text-center`…) through
 * `className`; the border turns red while `aria-invalid` is set. No disabled colours: fields wait
 * disabled until their card hydrates, and a grey flash on every page load would read as broken.
 */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}

const textareaVariants = {
  default: 'bg-white',
  /** Code to copy (embed snippets): small monospace on a grey ground, wrapped anywhere. */
  code: 'resize-none bg-slate-50 font-mono text-xs break-all',
} as const;

/** The multi-line field with the text field's border and colours. */
export function Textarea({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<'textarea'> & { variant?: keyof typeof textareaVariants }) {
  return (
    <textarea
      className={cn('w-full rounded-md border border-slate-300 p-3 text-slate-900', textareaVariants[variant], className)}
      {...props}
    />
  );
}
