'use client';

import { useEffect, useMemo, useState } from 'react';
import type { UnitPair } from '@/lib/converter/units';
import { loadOnce } from '@/lib/site/load-once';

type Parse = typeof import('@/lib/converter/stored-units').parseStoredUnits;

/** The reader, once loaded: later entries (another tab's, another category's) are read at once. */
let parse: Parse | undefined;
const loadParse = loadOnce(() =>
  import('@/lib/converter/stored-units').then((module) => {
    parse = module.parseStoredUnits;
    return parse;
  }),
);

export interface StoredUnits {
  /** The stored units the category has (see parseStoredUnits), or null. */
  readonly units: Partial<UnitPair> | null;
  /** An entry waits for its reader to load: the card keeps its controls until it is read. */
  readonly pending: boolean;
}

const NOTHING: StoredUnits = { units: null, pending: false };

/**
 * The units in the category's raw stored `entry` (useStorageItem). The reader checks the entry with
 * zod/mini and loads only when there is an entry, so a first visit and the embedded widget never
 * download it. If it cannot load, the entry counts as absent rather than keeping the card waiting.
 */
export function useStoredUnits(entry: string | null, ids: readonly string[]): StoredUnits {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(parse !== undefined);
  const waiting = entry !== null && parse === undefined && !failed;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    loadParse().then(
      () => live && setLoaded(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  return useMemo(() => {
    if (entry === null || failed) return NOTHING;
    if (parse === undefined) return { units: null, pending: true };
    return { units: parse(entry, ids), pending: false };
    // `loaded` stands for `parse`, a module variable the hook cannot list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, ids, failed, loaded]);
}
