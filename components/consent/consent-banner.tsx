'use client';

import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { consentStore } from '@/lib/consent/store';

export interface ConsentTexts {
  readonly label: string;
  readonly text: string;
  readonly accept: string;
  readonly decline: string;
}

/**
 * Asks once for consent to statistics and ad cookies; nothing optional loads before an answer.
 * Its words and the privacy link come rendered from the server (consent.tsx). The banner is in the
 * server's HTML, so it is drawn with the page's first paint, fixed over the bottom of the screen
 * (nothing moves when it goes). A visitor who answered before never sees it: the head script
 * (lib/consent/script.ts) hides it before the first paint, and it leaves the page once the stored
 * answer is read. Until the scripts run, that head script answers its buttons (the data-
 * attributes below are the ones it looks for).
 */
export function ConsentBanner({ texts, privacyLink }: { texts: ConsentTexts; privacyLink: ReactNode }) {
  const decision = useStore(consentStore, (s) => s.decision);
  const decide = useStore(consentStore, (s) => s.decide);
  const hydrated = useRehydrated(consentStore);

  if (hydrated && decision !== null) return null;
  return (
    <section
      aria-label={texts.label}
      data-consent-banner=""
      data-live={hydrated ? '' : undefined}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
        <p className="text-sm">
          {texts.text} {privacyLink}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => decide('denied')} data-consent-choice="denied">
            {texts.decline}
          </Button>
          <Button onClick={() => decide('granted')} data-consent-choice="granted">
            {texts.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
