/**
 * The last units chosen per category are kept one persist entry per category (./units-store.ts),
 * so that categories never overwrite each other's choice; this is the key of each.
 */
const UNITS_STORAGE_PREFIX = 'converter:';

export function unitsStorageKey(category: string): string {
  return `${UNITS_STORAGE_PREFIX}${category}`;
}
