import { getUnit, isCategoryId, type CategoryId } from '@/lib/units/catalogue';

/**
 * The visitor's recent conversions and starred pairs, kept in the browser only. Plain functions
 * over plain lists, so the store stays a thin shell and the rules are tested without a browser.
 */
export interface Conversion {
  readonly category: CategoryId;
  readonly from: string;
  readonly to: string;
  /** As typed in the card or read from the box ("5.25", "ff"). */
  readonly value: string;
}

export interface RecentConversion extends Conversion {
  /** The result as shown then, in the visitor's notation. */
  readonly result: string;
}

/** How many recent conversions are kept. */
export const MAX_RECENT = 20;
/** Favourites are few by nature; the cap only guards storage against a runaway loop. */
export const MAX_FAVOURITES = 100;
const MAX_VALUE_LENGTH = 64;

const samePair = (a: Conversion, b: Conversion) => a.category === b.category && a.from === b.from && a.to === b.to;

/** The conversion first, any earlier copy of it removed, at most MAX_RECENT. */
export function withRecent(list: readonly RecentConversion[], entry: RecentConversion): RecentConversion[] {
  return [entry, ...list.filter((other) => !(samePair(other, entry) && other.value === entry.value))].slice(0, MAX_RECENT);
}

export function isFavourite(list: readonly Conversion[], pair: Omit<Conversion, 'value'>): boolean {
  return list.some((other) => other.category === pair.category && other.from === pair.from && other.to === pair.to);
}

/** Stars the pair (with its value), or removes it when it is starred already. */
export function toggledFavourite(list: readonly Conversion[], entry: Conversion): Conversion[] {
  return isFavourite(list, entry)
    ? list.filter((other) => !samePair(other, entry))
    : [entry, ...list].slice(0, MAX_FAVOURITES);
}

function readConversion(raw: unknown): Conversion | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { category, from, to, value } = raw as Record<string, unknown>;
  if (!isCategoryId(category) || typeof from !== 'string' || typeof to !== 'string' || typeof value !== 'string') return undefined;
  if (getUnit(category, from) === undefined || getUnit(category, to) === undefined || value.length > MAX_VALUE_LENGTH) return undefined;
  return { category, from, to, value };
}

/** Stored lists read leniently: entries that are not valid conversions (edited storage, old units) are dropped. */
export function readRecent(raw: unknown): RecentConversion[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const conversion = readConversion(item);
    const result = (item as Record<string, unknown> | null)?.result;
    return conversion === undefined || typeof result !== 'string' || result.length > MAX_VALUE_LENGTH ? [] : [{ ...conversion, result }];
  }).slice(0, MAX_RECENT);
}

export function readFavourites(raw: unknown): Conversion[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const conversion = readConversion(item);
    return conversion === undefined ? [] : [conversion];
  }).slice(0, MAX_FAVOURITES);
}
