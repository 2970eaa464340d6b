import type * as React from 'react';
import { cn } from '@/components/ui/cn';

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
