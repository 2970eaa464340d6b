'use client';

import type { OpenedDialogProps } from '@/components/ui/dialog-button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OpenedDialog, useDialogMessages } from '@/components/ui/opened-dialog';
import type { Locale } from '@/i18n/locales';
import { lazyMessages } from '@/i18n/lazy-messages';
import { fillTemplate } from '@/lib/format/template';
import { browserOf, type Browser } from '@/lib/pwa/browser';
import type DialogMessages from './install-messages/en.json';

/*
 * The dialog's words (InstallPair) come with it, in a file per language (scripts/lazy-messages.ts):
 * the page sends only the button's label.
 */
const dialogMessages = lazyMessages<typeof DialogMessages>({
  en: () => import('./install-messages/en.json'),
  es: () => import('./install-messages/es.json'),
  de: () => import('./install-messages/de.json'),
  fr: () => import('./install-messages/fr.json'),
  no: () => import('./install-messages/no.json'),
});

type Texts = (typeof DialogMessages)['InstallPair'];

function currentBrowser(): Browser {
  return browserOf(navigator.userAgent, navigator.maxTouchPoints, window.matchMedia('(display-mode: standalone)').matches);
}

/**
 * "Add {name} to your home screen", for browsers that offer no install prompt to the page: what the
 * app does and, for this browser, where its menu adds it. Loaded only when needed
 * (install-pair-button.tsx); closing it gives focus back to the button.
 */
export default function InstallDialog({ locale, name, onClose, returnFocus }: OpenedDialogProps & { locale: Locale; name: string }) {
  const messages = useDialogMessages(dialogMessages(locale), onClose);
  if (messages === null) return null;
  const t: Texts = messages.InstallPair;
  return (
    <OpenedDialog onClose={onClose} returnFocus={returnFocus} closeLabel={t.close}>
      <DialogTitle className="pr-10">{fillTemplate(t.title, { name })}</DialogTitle>
      <DialogDescription>{t.description}</DialogDescription>
      <p className="text-sm text-slate-900">{t[currentBrowser()]}</p>
    </OpenedDialog>
  );
}
