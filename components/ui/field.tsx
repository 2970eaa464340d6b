import type * as React from 'react';
import { cn } from '@/lib/utils/cn';

/** A form control's column: its label above it, then the control, then any hint below. */
export function Field({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('flex min-w-0 flex-col gap-1', className)} {...props} />;
}

/** The label above a field; give it `htmlFor` the control's id so the control is named by it. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}
