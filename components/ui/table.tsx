import type * as React from 'react';
import { cn } from '@/components/ui/cn';

/*
 * The site's data tables: plain elements in one set of styles, server-safe (no client code), so a
 * server-rendered table is HTML only. Figures line up (tabular-nums on the table, inherited by every
 * cell). className adds layout; to change a cell style across a table, give the table a descendant
 * rule (`[&_td]:px-3`), which outranks the cells' own classes.
 */

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return <table className={cn('w-full border-collapse text-left text-sm tabular-nums', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('pb-2 text-left text-base font-semibold text-slate-900', className)} {...props} />;
}

/** The head rows take the darker rule that separates them from the body. */
export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-slate-300', className)} {...props} />;
}

/** The last row's rule would double the border of a table in a framed box: it goes. */
export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-slate-200', className)} {...props} />;
}

/** A header cell: a column's (`scope="col"`, the default) or a row's (`scope="row"`, in normal weight). */
export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th scope={scope} className={cn('py-2 pr-4 text-slate-900', scope === 'row' ? 'font-normal' : 'font-semibold', className)} {...props} />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td className={cn('py-1.5 pr-4 align-top', className)} {...props} />;
}
