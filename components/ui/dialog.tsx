'use client';

import * as DialogPrimitive from '@radix-ui/react-dialog';
import type * as React from 'react';
import { cn } from '@/components/ui/cn';
import { Button } from './button';
import { X } from './icons';

export function Dialog(props: React.ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/**
 * The dialog's panel, centred over a dimmed page (the overlay keeps its dark shade in both themes).
 * With `closeLabel` it gets an × button in its top right corner, named by that (translated) label;
 * the button comes first in the panel so opening the dialog focuses it, not a field.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="palette-fixed fixed inset-0 z-40 bg-slate-900/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-5 shadow-xl',
          className,
        )}
        {...props}
      >
        {closeLabel ? (
          <DialogPrimitive.Close asChild>
            <Button type="button" variant="ghost" size="icon" aria-label={closeLabel} className="absolute top-3 right-3">
              <X aria-hidden="true" className="h-5 w-5" />
            </Button>
          </DialogPrimitive.Close>
        ) : null}
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-slate-700', className)} {...props} />;
}
