'use client';

import { useEffect, useState } from 'react';
import { hasStoredCustomUnits } from '@/lib/custom-units/storage-key';
import type { CustomUnit } from '@/lib/custom-units/types';

const NONE: readonly CustomUnit[] = [];

/**
 * The visitor's kept units of every category, for the tools (bulk, recipe) that offer or read them.
 * The store and zustand's persist load only for a visitor who keeps units, so the tools' first
 * scripts carry only this check.
 */
export function useKeptUnits(): readonly CustomUnit[] {
  const [units, setUnits] = useState(NONE);
  useEffect(() => {
    if (!hasStoredCustomUnits()) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('./follow-kept-units')
      .then(({ followKeptUnits }) => followKeptUnits((kept) => active && setUnits(kept)))
      .then(
        (unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()),
        () => undefined,
      );
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return units;
}
