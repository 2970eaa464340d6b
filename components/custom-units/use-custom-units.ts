'use client';

import { useEffect, useState } from 'react';
import type { CardCustomUnits } from '@/lib/custom-units/card-state';
import { hasStoredCustomUnits } from '@/lib/custom-units/storage-key';

const NONE: CardCustomUnits = { units: [], link: { units: [] }, unkept: [], cardUnits: [], defines: new Map() };

export interface CustomUnitsOfCard extends CardCustomUnits {
  /** Loads the visitor's units now: the editor opens, or a link's units were kept. */
  readonly want: () => void;
}

/**
 * The visitor's own units of a category that can have them (`definable`), for a converter card: the
 * kept ones and, on a page whose address is shared, those its link defines (`?define=mug:350:ml`),
 * which count for this visit and are kept only when asked. Everything past this check (the store,
 * zustand's persist, the reader of definitions and the catalogue it checks against) loads only for
 * a visitor who keeps units, a link that defines some, or once the editor opens.
 */
export function useCustomUnits(category: string, definable: boolean, readsLink: boolean): CustomUnitsOfCard {
  const [view, setView] = useState<{ category: string; units: CardCustomUnits }>();
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    const search = readsLink ? window.location.search : '';
    if (!definable || !(asked || hasStoredCustomUnits() || new URLSearchParams(search).has('define'))) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('./follow-custom-units')
      .then(({ followCustomUnits }) => followCustomUnits(category, search, (units) => active && setView({ category, units })))
      .then(
        (unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()),
        () => undefined,
      );
    return () => {
      active = false;
      stop?.();
    };
  }, [category, definable, readsLink, asked]);
  const units = view?.category === category ? view.units : NONE;
  return { ...units, want: () => setAsked(true) };
}
