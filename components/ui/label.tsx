import type * as React from 'react';
import { cn } from '@/components/ui/cn';

/**
 * The label above a form control (in a `flex min-w-0 flex-col gap-1` column); give it `htmlFor` the
 * control's id so the control is named by it.
 */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}
