'use client';

import { lazy, Suspense, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import { Button, type ButtonProps } from './button';

/** What a lazily loaded dialog gets from the button that opens it. */
export interface OpenedDialogProps {
  onClose: () => void;
  /** Focus goes back here when the dialog closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

/** A dialog whose code (Radix Dialog, its content, its words) downloads when first wanted. */
export interface LazyDialog<P> {
  readonly Dialog: ComponentType<P & OpenedDialogProps>;
  readonly preload: () => void;
}

/** `load` once made lazy; pointing at or focusing the button preloads it (a failed preload is retried on opening). */
export function lazyDialog<P>(load: () => Promise<{ default: ComponentType<P & OpenedDialogProps> }>): LazyDialog<P> {
  return { Dialog: lazy(load), preload: () => void load().catch(() => undefined) };
}

/**
 * A button that opens a lazily loaded dialog (the embed code, the visitor's own units): the page
 * carries only the button; the dialog is rendered while open and gives focus back on closing.
 */
export function DialogButton<P extends object>({
  dialog: { Dialog, preload },
  dialogProps,
  onOpen,
  children,
  ...props
}: Omit<ButtonProps, 'onClick' | 'ref'> & {
  dialog: LazyDialog<P>;
  /** The dialog's props, read when it opens. */
  dialogProps: () => P;
  /** Told of a press before the dialog opens; resolving to false keeps it closed (the browser answered instead). */
  onOpen?: () => void | boolean | Promise<boolean>;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        {...props}
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() =>
          void Promise.resolve(onOpen?.()).then(
            (opens) => opens !== false && setOpen(true),
            () => setOpen(true),
          )
        }
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Dialog {...dialogProps()} onClose={() => setOpen(false)} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
