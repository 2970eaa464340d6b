'use client';

import { useState } from 'react';
import { useLoadedStore } from '@/components/storage/use-loaded-store';
import type { FormatState } from '@/lib/converter/format-store';
import type { ResultFormat } from '@/lib/format/answer';

const DEFAULT_FORMAT: ResultFormat = { kind: 'decimal' };
// The store (zustand's persist) loads once the card is live: the embedded widget's first scripts stay without it.
const loadFormatStore = () => import('@/lib/converter/format-store').then((module) => module.formatStore);
const pickFormat = (state: FormatState) => state.format;

/**
 * The visitor's result format (decimal or fraction, and precision), remembered for every converter
 * card (lib/converter/format-store.ts), also when chosen in another tab: the stored one until the
 * visitor chooses another here. The default until the stored one is read, right after hydration; a
 * full or blocked storage only means the choice is not remembered. `launch` (an installed pair app's
 * precision, components/pwa/use-app-launch.ts) comes before the stored one, after one chosen here.
 */
export function useStoredFormat(launch?: ResultFormat): [ResultFormat, (next: ResultFormat) => void] {
  const stored = useLoadedStore(loadFormatStore, pickFormat, DEFAULT_FORMAT).value;
  const [chosen, setChosen] = useState<ResultFormat | null>(null);
  const choose = (next: ResultFormat) => {
    setChosen(next);
    void loadFormatStore().then(
      (store) => store.getState().choose(next),
      () => undefined,
    );
  };
  return [chosen ?? launch ?? stored, choose];
}
