import type { CategoryId } from '@/lib/units/catalogue';

/**
 * The visitor's recent conversions and starred pairs, kept in the browser only. Plain functions
 * over plain lists, so the store stays a thin shell and the rules are tested without a browser.
 *
 * What storage gives back is checked for shape only (./stored-schemas.ts): checking ids against the
 * unit catalogue would put every category's units into every page with a favourite button. The
 * home page's lists, which load the catalogue anyway, show only conversions it knows and forget the
 * others (./history-known.ts); until then those stay stored, untouched.
 */
export interface StoredConversion {
  readonly category: string;
  readonly from: string;
  readonly to: string;
  /** As typed in the card or read from the box ("5.25", "ff"). */
  readonly value: string;
}

/** A conversion of a category and units of the catalogue (what the cards record; ./history-known.ts). */
export interface Conversion extends StoredConversion {
  readonly category: CategoryId;
}

export interface StoredRecent extends StoredConversion {
  /** The result as shown then, in the visitor's notation. */
  readonly result: string;
}

export interface RecentConversion extends Conversion {
  readonly result: string;
}

/** How many recent conversions are kept. */
export const MAX_RECENT = 20;
/** Favourites are few by nature; the cap only guards storage against a runaway loop. */
export const MAX_FAVOURITES = 100;
export const MAX_VALUE_LENGTH = 64;
/** Category and unit ids are short words ("length", "ft_in", "gal_us"). */
export const MAX_ID_LENGTH = 32;

const samePair = (a: StoredConversion, b: StoredConversion) => a.category === b.category && a.from === b.from && a.to === b.to;

/** The conversion first, any earlier copy of it removed, at most MAX_RECENT. */
export function withRecent(list: readonly StoredRecent[], entry: StoredRecent): StoredRecent[] {
  return [entry, ...list.filter((other) => !(samePair(other, entry) && other.value === entry.value))].slice(0, MAX_RECENT);
}

export function isFavourite(list: readonly StoredConversion[], pair: Omit<StoredConversion, 'value'>): boolean {
  return list.some((other) => other.category === pair.category && other.from === pair.from && other.to === pair.to);
}

/** Stars the pair (with its value), or removes it when it is starred already. */
export function toggledFavourite(list: readonly StoredConversion[], entry: StoredConversion): StoredConversion[] {
  return isFavourite(list, entry) ? list.filter((other) => !samePair(other, entry)) : [entry, ...list].slice(0, MAX_FAVOURITES);
}
