'use client';

import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { Button } from '@/components/ui/button';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { consentStore } from '@/lib/site/consent';

export interface ConsentTexts {
  readonly label: string;
  readonly text: string;
  readonly accept: string;
  readonly decline: string;
}

/**
 * Asks once for consent to statistics and ad cookies; nothing optional loads before an answer.
 * Its words and the privacy link come rendered from the server (consent.tsx).
 */
export function ConsentBanner({ texts, privacyLink }: { texts: ConsentTexts; privacyLink: ReactNode }) {
  const decision = useStore(consentStore, (s) => s.decision);
  const decide = useStore(consentStore, (s) => s.decide);
  const hydrated = useRehydrated(consentStore);

  if (!hydrated || decision !== null) return null;
  return (
    <section
      aria-label={texts.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          {texts.text} {privacyLink}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => decide('denied')}>
            {texts.decline}
          </Button>
          <Button onClick={() => decide('granted')}>{texts.accept}</Button>
        </div>
      </div>
    </section>
  );
}
