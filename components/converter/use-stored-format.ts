'use client';

import { useStore } from 'zustand';
import { useRehydrated } from '@/components/storage/use-rehydrated';
import { formatStore } from '@/lib/converter/format-store';
import type { ResultFormat } from '@/lib/format/answer';

const choose = (next: ResultFormat) => formatStore.getState().choose(next);

/**
 * The visitor's result format (decimal or fraction, and precision), remembered for every converter
 * card (lib/converter/format-store.ts), also when chosen in another tab. The default until the stored
 * one is read, right after hydration; a full or blocked storage only means the choice is not remembered.
 */
export function useStoredFormat(): [ResultFormat, (next: ResultFormat) => void] {
  useRehydrated(formatStore, true);
  return [useStore(formatStore, (state) => state.format), choose];
}
