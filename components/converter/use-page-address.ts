'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { addressOf, readAddress, type AddressOptions, type AddressPreset } from '@/lib/converter/address';
import type { ConverterState } from '@/lib/converter/state';

const subscribeNothing = () => () => {};
const NO_PRESET: AddressPreset = {};

/*
 * The converter's state in the address of a category or pair page (see lib/converter/address.ts).
 * The pages are pre-rendered without a query, so the server renders the usual state and the query
 * is read from window.location once the card hydrates, together with the stored units (reading
 * searchParams on the server would make the pages dynamic). Later reads give back what the card
 * wrote, so re-reading after a write changes nothing; a navigation to another query remounts the page.
 */

/** The preset of the page's query for a card with these unit ids; empty when the card does not share its address, and on the server. */
export function useAddressPreset(units: readonly string[], share: boolean, options: AddressOptions): AddressPreset {
  const search = useSyncExternalStore(
    subscribeNothing,
    () => (share ? window.location.search : ''),
    () => '',
  );
  const { fixedUnits } = options;
  return useMemo(() => (search === '' ? NO_PRESET : readAddress(search, units, { fixedUnits })), [search, units, fixedUnits]);
}

/** Puts `state` in the address bar in place of the current entry (no new history entry). */
export function replaceAddress(state: ConverterState, options: AddressOptions): void {
  const next = addressOf(window.location, state, options);
  if (next !== window.location.href) window.history.replaceState(null, '', next);
}

/** The absolute address that opens the page with `state` (the address bar's after replaceAddress, less any fragment). */
export function addressLink(state: ConverterState, options: AddressOptions): string {
  return addressOf({ origin: window.location.origin, pathname: window.location.pathname }, state, options);
}
