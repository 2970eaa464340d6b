'use client';

import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { Conversion, RecentConversion, StoredConversion } from '@/lib/converter/history-entries';
import { historyStore, type HistoryState } from '@/lib/converter/history-store';

let hydration: Promise<void> | undefined;

/**
 * Reads the stored history once per page. Every change waits for it, so a conversion recorded
 * right after the page loads never overwrites what the visitor had kept.
 */
export function hydrateHistory(): Promise<void> {
  hydration ??= Promise.resolve(historyStore.persist.rehydrate()).catch(() => undefined);
  return hydration;
}

export function useHistory<T>(selector: (state: HistoryState) => T): T {
  return useStore(historyStore, selector);
}

/** False until the stored history has been read (the server renders none). */
export function useHistoryHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    let active = true;
    void hydrateHistory().then(() => {
      if (active) setHydrated(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return hydrated;
}

export async function recordConversion(entry: RecentConversion): Promise<void> {
  await hydrateHistory();
  historyStore.getState().record(entry);
}

export async function toggleFavourite(entry: Conversion): Promise<void> {
  await hydrateHistory();
  historyStore.getState().toggleFavourite(entry);
}

export async function clearHistory(): Promise<void> {
  await hydrateHistory();
  historyStore.getState().clearHistory();
}

/** Forgets the stored conversions `keep` refuses (see HistoryState.keepOnly). */
export async function keepOnlyHistory(keep: (entry: StoredConversion) => boolean): Promise<void> {
  await hydrateHistory();
  historyStore.getState().keepOnly(keep);
}
