'use client';

import { useEffect, useMemo, useState } from 'react';
import type { UnitPair } from '@/lib/converter/units';
import { loadOnce } from '@/lib/site/load-once';

type Parse = typeof import('@/lib/converter/stored-units').parseStoredUnits;

/** The reader, once loaded: later entries (another tab's, another category's) are read at once. */
let parse: Parse | undefined;
/** If the reader cannot load, entries count as absent rather than keeping the card waiting. */
const loadParse = loadOnce(() =>
  import('@/lib/converter/stored-units').then(
    (module) => (parse = module.parseStoredUnits),
    () => (parse = () => null),
  ),
);

export interface StoredUnits {
  /** The stored units the category has (see parseStoredUnits), or null. */
  readonly units: Partial<UnitPair> | null;
  /** An entry waits for its reader to load: the card keeps its controls until it is read. */
  readonly pending: boolean;
}

const NOTHING: StoredUnits = { units: null, pending: false };
const PENDING: StoredUnits = { units: null, pending: true };

/**
 * The units in the category's raw stored `entry` (useStorageItem). The reader checks the entry with
 * zod/mini and loads only when there is an entry, so a first visit and the embedded widget never
 * download it.
 */
export function useStoredUnits(entry: string | null, ids: readonly string[]): StoredUnits {
  const [, setLoaded] = useState(false);
  const waiting = entry !== null && parse === undefined;
  useEffect(() => {
    if (waiting) void loadParse().then(() => setLoaded(true));
  }, [waiting]);
  // `waiting` turns false once `parse` (a module variable the hook cannot list) is in.
  return useMemo(
    () => (entry === null ? NOTHING : parse === undefined ? PENDING : { units: parse(entry, ids), pending: false }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [entry, ids, waiting],
  );
}
