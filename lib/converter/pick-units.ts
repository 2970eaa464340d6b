/** The two units a converter shows. */
export interface UnitPair {
  readonly from: string;
  readonly to: string;
}

/** Where the units may come from when a converter starts, in the order they are tried: the route, the last stored, the first two. */
export interface UnitSources {
  /** Units named by the route (a pair page, the widget's query); ignored when not of the category. */
  readonly route?: Partial<UnitPair>;
  /** The units last chosen in this category (browser storage); ignored when not of the category. */
  readonly stored?: Partial<UnitPair> | null;
}

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
