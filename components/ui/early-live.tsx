'use client';

import { useEffect } from 'react';

// lib/site/early-input.ts's EARLY_LIVE_CALL, written out so that every page's first scripts carry
// no module for one word (tests/unit/ui/early-input.test.ts holds them equal).
export const EARLY_LIVE = '__earlyLive';

/**
 * Tells the head script (lib/site/early-input.ts) that the page is live, so it does the clicks it
 * held until now. Goes last in <body>: React runs effects in order, so the page's own come first.
 */
export function EarlyLive() {
  useEffect(() => {
    (window as Window & { [EARLY_LIVE]?: () => void })[EARLY_LIVE]?.();
  }, []);
  return null;
}
