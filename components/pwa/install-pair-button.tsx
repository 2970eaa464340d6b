'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { takeInstallPrompt } from './install-prompt';

/*
 * The dialog (Radix Dialog and its words) is downloaded when it is first needed, not with the page;
 * pointing at or focusing the button starts the download early (the bundler fetches it once).
 */
const loadDialog = () => import('./install-dialog');
const InstallDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog().catch(() => undefined);
// Loaded once the page is live, with the format store the card loads then: not in the page's first scripts.
const loadFollower = () => import('./follow-precision');

/**
 * "Add to home screen" on a pair page: installs the pair as its own app (lib/pwa/pair-manifest.ts).
 * Where the browser offered its install prompt, pressing shows it; elsewhere (Safari, Firefox, the app
 * already installed) a dialog says how to add the page from the browser's menu. While the page is
 * open, the manifest link follows the visitor's precision (the card's format store), so the installed
 * app's start URL carries it; the units are the pair's, in the page's path.
 */
export function InstallPairButton({ label, name, manifest, locale }: { label: string; name: string; manifest: string; locale: Locale }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
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

  async function install() {
    const prompt = takeInstallPrompt();
    if (prompt === null) {
      setOpen(true);
      return;
    }
    try {
      await prompt.prompt();
    } catch {
      // A prompt the browser no longer allows (the page changed its manifest meanwhile): explain instead.
      setOpen(true);
    }
  }

  return (
    <>
      <Button
        ref={trigger}
        type="button"
        variant="secondary"
        className="self-start"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => void install()}
      >
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <InstallDialog locale={locale} name={name} onClose={() => setOpen(false)} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
