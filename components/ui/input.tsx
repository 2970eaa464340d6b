import type * as React from 'react';
import { cn } from '@/components/ui/cn';

/** The standard field's size; a `bare` field takes these from its caller's className instead. */
export const FIELD_SIZE = 'h-11 w-full px-3 text-base shadow-sm';

/**
 * The site's text field, at the standard size. A field of another size is `bare` and gets its
 * height, width, padding, font size and shadow-sm (if any) from `className`
 * (`h-12 w-full px-3 text-lg shadow-sm`, `h-10 w-20 px-2 text-center`…): classes given to a sized
 * field would fight its own for the same property. A field with a placeholder adds `placeholder:text-slate-500`, kept out of the base so the
 * converter pages do not pay bytes for it. The border turns red while `aria-invalid` is set, and is
 * brand-coloured with `highlight` (the field being typed in, where two fields convert each other).
 * No disabled colours: fields wait disabled until their card hydrates, and a grey flash on every
 * page load would read as broken.
 */
export function Input({
  className,
  bare = false,
  highlight = false,
  ...props
}: React.ComponentProps<'input'> & { bare?: boolean; highlight?: boolean }) {
  return (
    <input
      className={cn(
        'min-w-0 rounded-md border bg-white text-slate-900 aria-invalid:border-red-600',
        highlight ? 'border-brand-600' : 'border-slate-300',
        !bare && FIELD_SIZE,
        className,
      )}
      {...props}
    />
  );
}
