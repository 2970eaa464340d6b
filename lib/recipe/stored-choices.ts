/** The food choices kept in browser storage, checked on the way in (zod/mini, loaded only when something was stored). */
import * as z from 'zod/mini';
import { nutrientsShape } from '@/lib/nutrition/nutrients-schema';
import type { FoodChoice } from './food-choices';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const choiceSchema = z.object({ id: text(200), name: text(300), nutrients: z.object(nutrientsShape) }) satisfies z.ZodMiniType<FoodChoice>;

/** A stored entry's state: its choices, each checked. */
export const storedChoicesSchema = z.object({ choices: z.record(z.string().check(z.maxLength(300)), choiceSchema) });
