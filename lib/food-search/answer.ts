/** The food search's answer read against the route's contract (zod/mini; lib/food-search/client.ts loads it with the first search). */
import * as z from 'zod/mini';
import { nutrientAmount, nutrientsShape } from '@/lib/nutrition/nutrients-schema';
import type { FoodSearchResult } from '@/lib/nutrition/types';

const optionalAmount = z._default(nutrientAmount, 0);

/** One result as the route sends it (FoodSearchResult); micronutrients an older answer lacks read 0. */
const resultSchema = z.object({
  id: z.optional(z.string()),
  name: z.string().check(z.trim(), z.minLength(1)),
  servingSize: z.number().check(z.gt(0)),
  ...nutrientsShape,
  calcium: optionalAmount,
  iron: optionalAmount,
  vitaminC: optionalAmount,
  vitaminA: optionalAmount,
});

const answerSchema = z.union([
  z.object({ ok: z.literal(true), results: z.array(z.unknown()), warning: z.optional(z.string()) }),
  z.object({ ok: z.literal(false) }),
]);

export type FoodSearchOutcome =
  | {
      readonly ok: true;
      /** The usable results; one that does not fit the contract is left out, not fatal. */
      readonly results: FoodSearchResult[];
      /** Why the list may be empty although the request was fine (TIMEOUT, RATE_LIMITED...). */
      readonly warning?: string;
    }
  | {
      readonly ok: false;
      /**
       * ABORTED: the caller cancelled (`cause` is its reason); TIMEOUT; NETWORK: no answer;
       * REJECTED: a 4xx or `ok: false`, the server refused the query; SERVER_ERROR: a 5xx;
       * MALFORMED: a body that is not the contract's.
       */
      readonly kind: 'ABORTED' | 'TIMEOUT' | 'NETWORK' | 'REJECTED' | 'SERVER_ERROR' | 'MALFORMED';
      readonly cause?: unknown;
    };

/** Reads an answer's body against the contract. */
export function readFoodSearchAnswer(body: unknown): FoodSearchOutcome {
  const answer = answerSchema.safeParse(body).data;
  if (answer === undefined) return { ok: false, kind: 'MALFORMED', cause: 'not a food search answer' };
  if (!answer.ok) return { ok: false, kind: 'REJECTED' };
  const results: FoodSearchResult[] = [];
  for (const item of answer.results) {
    const result = resultSchema.safeParse(item).data;
    if (result !== undefined) results.push({ ...result, id: result.id ?? result.name });
  }
  const { warning } = answer;
  return warning === undefined ? { ok: true, results } : { ok: true, results, warning };
}
