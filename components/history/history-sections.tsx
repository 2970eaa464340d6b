'use client';

import { lazyPart } from '@/components/ui/lazy-part';
import { useHistory, useHistoryHydrated } from './use-history';

/*
 * The lists and their links (with the table of pair pages they point to) come only when this browser
 * has kept something: they cannot show before its storage is read anyway, and a first visit has none.
 */
const HistoryLists = lazyPart(() => import('./history-lists').then((module) => module.HistoryLists));

/**
 * The home page's "Your favourites" and "Recent conversions": what this browser kept
 * (./history-lists.tsx). Nothing shows until the browser's storage has been read, or when it kept nothing.
 */
export function HistorySections() {
  const hydrated = useHistoryHydrated();
  const favourites = useHistory((state) => state.favourites);
  const recent = useHistory((state) => state.recent);
  if (!hydrated || (favourites.length === 0 && recent.length === 0)) return null;
  return <HistoryLists favourites={favourites} recent={recent} loading={null} retryKey={`${favourites.length}:${recent.length}`} />;
}
