'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { lastRecentValue } from '@/components/history/use-history';
import type { ResultFormat } from '@/lib/format/answer';
import { readAppLaunch } from '@/lib/pwa/app-launch';

export interface AppLaunchPreset {
  /** The last value the visitor converted between the pair's units (their recent conversions). */
  readonly value?: string;
  /** The precision the start URL carries. */
  readonly format?: ResultFormat;
}

const subscribeNothing = () => () => {};

// The query the page was opened with: the card rewrites the address as the visitor types
// (use-page-address.ts), and the app's marker must not vanish from under the card's format then.
let opened: { readonly path: string; readonly search: string } | undefined;
function openedSearch(): string {
  const { pathname, search } = window.location;
  if (opened?.path !== pathname) opened = { path: pathname, search };
  return opened.search;
}

/**
 * What a pair page opened as its installed app (start URL `?app=1`, lib/pwa/app-launch.ts) starts
 * from: the last value the visitor converted on the pair, kept in the browser with their recent
 * conversions, so the app opens, offline too, where the visitor left it; and the start URL's
 * precision. Nothing for any other visit, nor on the server.
 */
export function useAppLaunch(pair: { category: string; from?: string; to?: string } | null): AppLaunchPreset {
  const category = pair?.category;
  const from = pair?.from;
  const to = pair?.to;
  const enabled = category !== undefined && from !== undefined && to !== undefined;
  const search = useSyncExternalStore(
    subscribeNothing,
    () => (enabled ? openedSearch() : ''),
    () => '',
  );
  const launch = useMemo(() => (search === '' ? null : readAppLaunch(search)), [search]);
  const [last, setLast] = useState<{ readonly pair: string; readonly value: string }>();
  const key = `${category}/${from}/${to}`;
  useEffect(() => {
    if (launch === null || !enabled) return;
    let active = true;
    lastRecentValue({ category, from, to }).then(
      (value) => {
        if (active && value !== undefined) setLast({ pair: key, value });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [launch, enabled, category, from, to, key]);
  return useMemo(() => {
    if (launch === null) return {};
    const value = last?.pair === key ? last.value : undefined;
    return value === undefined ? launch : { ...launch, value };
  }, [launch, last, key]);
}
