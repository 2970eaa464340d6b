'use client';

import { use, useEffect, type ReactNode } from 'react';
import { Dialog, DialogContent } from './dialog';
import type { OpenedDialogProps } from './dialog-button';

/**
 * The panel of a dialog a DialogButton opened: closing it (Escape, outside, the × named
 * `closeLabel`) tells the button, and focus goes back to the button. Imported by the lazy dialogs
 * only, so Radix stays out of the pages' first scripts.
 */
export function OpenedDialog({
  onClose,
  returnFocus,
  closeLabel,
  children,
}: OpenedDialogProps & { closeLabel: string; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={closeLabel}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A lazy dialog's words (i18n/lazy-messages.ts), or null while they could not be fetched (a
 * dropped connection): then the dialog closes, and its button can try again.
 */
export function useDialogMessages<M>(messages: Promise<M | null>, onClose: () => void): M | null {
  const loaded = use(messages);
  useEffect(() => {
    if (loaded === null) onClose();
  }, [loaded, onClose]);
  return loaded;
}
