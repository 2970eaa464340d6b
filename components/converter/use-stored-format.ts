'use client';

import { useMemo, useState } from 'react';
import { useStorageItem } from '@/components/storage/use-storage-item';
import { FORMAT_STORAGE_KEY, parseStoredFormat, storedFormatText } from '@/lib/converter/format-preference';
import type { ResultFormat } from '@/lib/format/answer';
import { browserStorage } from '@/lib/site/browser-storage';

/**
 * The visitor's result format (decimal or fraction, and precision), remembered for every converter
 * card: the stored one until the visitor chooses another here. Setting it stores it; a full or
 * blocked storage only means the choice is not remembered.
 */
export function useStoredFormat(): [ResultFormat, (next: ResultFormat) => void] {
  const stored = useStorageItem(FORMAT_STORAGE_KEY);
  // One object per stored text: the card's answer (and the conversion it reports once the answer
  // rests) is recomputed when the format changes, not on every render.
  const parsed = useMemo(() => parseStoredFormat(stored), [stored]);
  const [chosen, setChosen] = useState<ResultFormat | null>(null);
  const choose = (next: ResultFormat) => {
    setChosen(next);
    try {
      browserStorage()?.setItem(FORMAT_STORAGE_KEY, storedFormatText(next));
    } catch {
      // Not remembered, still applied.
    }
  };
  return [chosen ?? parsed, choose];
}
