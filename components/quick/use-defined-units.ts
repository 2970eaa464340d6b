'use client';

import { useEffect, useState } from 'react';
import type { CustomUnit } from '@/lib/custom-units/types';
import { hasStoredCustomUnits } from '@/lib/custom-units/storage-key';

const NONE: readonly CustomUnit[] = [];

/**
 * The units the visitor keeps ("1 mug = 350 ml"), for the quick box to read by name. The store and
 * zustand's persist load only when storage holds some, and after the box's answer part has loaded;
 * later changes (the editor, another tab's store) follow.
 */
export function useDefinedUnits(): readonly CustomUnit[] {
  const [units, setUnits] = useState<readonly CustomUnit[]>(NONE);
  useEffect(() => {
    if (!hasStoredCustomUnits()) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('@/components/custom-units/change-custom-units')
      .then(({ changeCustomUnits }) => changeCustomUnits())
      .then(
        (store) => {
          if (!active) return;
          setUnits(store.getState().units);
          stop = store.subscribe((state) => setUnits(state.units));
        },
        () => undefined,
      );
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return units;
}
