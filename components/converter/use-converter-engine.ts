'use client';

import { useEffect, useState } from 'react';
import { loadConverterEngine, loadedConverterEngine, type ConverterEngine } from '@/lib/converter/engine';

/** Starts loading the engine (a visitor reaching for the card will soon need it); never rejects. */
export function preloadConverterEngine(): void {
  loadConverterEngine().catch(() => {});
}

/**
 * The conversion engine (lib/converter/engine.ts), loaded as soon as there is a `need` (the key of
 * the request that needs it; null while none does); undefined until it is in. `failed` tells that
 * the last load failed (the card says the conversion failed); the next request, or the visitor's
 * next reach for the card, tries again.
 */
export function useConverterEngine(need: string | null): { engine: ConverterEngine | undefined; failed: boolean } {
  const engine = loadedConverterEngine();
  const [failed, setFailed] = useState(false);
  // Renders the card again once the engine is in (the module is read above, not kept in state).
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (need === null || engine !== undefined) return;
    let current = true;
    loadConverterEngine().then(
      () => {
        if (!current) return;
        setFailed(false);
        setLoaded(true);
      },
      (error: unknown) => {
        console.error('[converter] the conversion engine did not load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [need, engine]);
  return { engine, failed: failed && engine === undefined };
}
