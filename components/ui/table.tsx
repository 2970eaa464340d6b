import type * as React from 'react';
import { cn } from '@/components/ui/cn';

/*
 * The site's data tables: plain elements, server-safe (no client code), so a server-rendered table
 * is HTML only. Their styles are the `.data-table` rules in app/globals.css, set once on the table
 * rather than on every cell, so a long table stays light. Figures line up (tabular-nums). className
 * adds layout or overrides a part: utilities outrank the table's component rules.
 */

export function Table({ className, ...props }: React.ComponentProps<'table'>) {
  return <table className={cn('data-table', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return <caption className={cn('pb-2 text-left text-base font-semibold text-slate-900', className)} {...props} />;
}

export function TableHeader(props: React.ComponentProps<'thead'>) {
  return <thead {...props} />;
}

export function TableBody(props: React.ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow(props: React.ComponentProps<'tr'>) {
  return <tr {...props} />;
}

/** A header cell: a column's (`scope="col"`, the default) or a row's (`scope="row"`, in normal weight). */
export function TableHead({ scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return <th scope={scope} {...props} />;
}

export function TableCell(props: React.ComponentProps<'td'>) {
  return <td {...props} />;
}
