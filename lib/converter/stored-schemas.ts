/**
 * The converter's stored entries (units per category, result format, history) as browser storage
 * gives them back, checked on the way in with zod/mini. Loaded only when something was stored: a
 * first visit and the embedded widget never download it.
 */
import * as z from 'zod/mini';
import { DENOMINATORS } from '@/lib/format/denominators';
import { CARD_MAX_DECIMALS, CARD_MAX_SIG } from './format-preference';
import { MAX_FAVOURITES, MAX_ID_LENGTH, MAX_RECENT, MAX_VALUE_LENGTH, type StoredConversion, type StoredRecent } from './history-entries';

const id = z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH));

/** The last units chosen in a category; whether the category has them is the card's to say. */
export const storedUnitsSchema = z.object({ units: z.object({ from: id, to: id }) });

const decimal = z.object({
  kind: z.literal('decimal'),
  precision: z.optional(z.int().check(z.minimum(0), z.maximum(CARD_MAX_DECIMALS))),
  sig: z.optional(z.int().check(z.minimum(1), z.maximum(CARD_MAX_SIG))),
});
const fraction = z.object({ kind: z.literal('fraction'), denominator: z.optional(z.literal(DENOMINATORS)) });

/** The result format, as the card's Format and Precision lists offer it. */
export const storedFormatSchema = z.object({ format: z.union([decimal, fraction]) });

const value = z.string().check(z.maxLength(MAX_VALUE_LENGTH));
const conversion = z.object({ category: id, from: id, to: id, value });
const recent = z.object({ ...conversion.shape, result: value });

/** A list that is not one counts as empty: each list is read on its own. */
const list = z.catch(z.array(z.unknown()), []);
const lists = z.object({ recent: list, favourites: list });

/** Each entry on its own: one not of the stored shape (edited storage, old formats) costs only itself. */
function listOf<T>(item: z.ZodMiniType<T>, max: number, entries: readonly unknown[] = []): T[] {
  return entries
    .flatMap((entry) => {
      const checked = item.safeParse(entry);
      return checked.success ? [checked.data] : [];
    })
    .slice(0, max);
}

/** The recent conversions and favourites, each list read on its own. */
export function readStoredHistory(persisted: unknown): { recent: StoredRecent[]; favourites: StoredConversion[] } {
  const stored = lists.safeParse(persisted).data;
  return { recent: listOf(recent, MAX_RECENT, stored?.recent), favourites: listOf(conversion, MAX_FAVOURITES, stored?.favourites) };
}
