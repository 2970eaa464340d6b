'use client';

import { useEffect } from 'react';
import { DialogButton, lazyDialog } from '@/components/ui/dialog-button';
import type { Locale } from '@/i18n/locales';
import { takeInstallPrompt } from './install-prompt';

// The dialog (Radix Dialog and its words) downloads when first needed, not with the page.
const installDialog = lazyDialog<{ locale: Locale; name: string }>(() => import('./install-dialog'));
// Loaded once the page is live, with the format store the card loads then: not in the page's first scripts.
const loadFollower = () => import('./follow-precision');

/** Shows the browser's install prompt if it offered one; false when it did, so the dialog stays closed. */
async function promptInstead(): Promise<boolean> {
  const prompt = takeInstallPrompt();
  if (prompt === null) return true;
  try {
    await prompt.prompt();
    return false;
  } catch {
    // A prompt the browser no longer allows (the page changed its manifest meanwhile): explain instead.
    return true;
  }
}

/**
 * "Add to home screen" on a pair page: installs the pair as its own app (lib/pwa/pair-manifest.ts).
 * Where the browser offered its install prompt, pressing shows it; elsewhere (Safari, Firefox, the app
 * already installed) a dialog says how to add the page from the browser's menu. While the page is
 * open, the manifest link follows the visitor's precision (the card's format store), so the installed
 * app's start URL carries it; the units are the pair's, in the page's path.
 */
export function InstallPairButton({ label, name, manifest, locale }: { label: string; name: string; manifest: string; locale: Locale }) {
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    loadFollower().then(
      (module) => {
        if (active) unsubscribe = module.followPrecision(manifest);
      },
      () => undefined,
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [manifest]);
  return (
    <DialogButton
      dialog={installDialog}
      dialogProps={() => ({ locale, name })}
      onOpen={promptInstead}
      variant="secondary"
      className="self-start"
    >
      {label}
    </DialogButton>
  );
}
