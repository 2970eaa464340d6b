import type { UnitPair, UnitSources } from './units';

/**
 * The units a converter starts with, picked from a category's unit ids (in the category's order),
 * each side on its own: the route's unit if it is one of them, else the stored one if it is, else
 * the first unit (from) or the second (to). Free of the unit catalogue, so a card that is handed its
 * category's units (./card-units.ts) needs no other category's in the browser.
 */
export function pickUnits(units: readonly string[], { route, stored }: UnitSources = {}): UnitPair {
  const pick = (candidates: readonly (string | undefined)[], fallback: string): string =>
    candidates.find((unit) => unit !== undefined && units.includes(unit)) ?? fallback;
  return {
    from: pick([route?.from, stored?.from ?? undefined], units[0] ?? ''),
    to: pick([route?.to, stored?.to ?? undefined], units[1] ?? units[0] ?? ''),
  };
}
