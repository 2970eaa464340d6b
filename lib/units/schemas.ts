import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { categories, type CategoryId } from './catalogue';

/**
 * Schemas for the places where unit data crosses a boundary (query strings, request bodies, worker
 * messages, stored state). Unit ids depend on the category, so they are checked by the engine.
 */
export const categoryIdSchema = z.enum(categories.map((category) => category.id) as [CategoryId, ...CategoryId[]]);

/** Units per US dollar by currency code; the engine treats a missing rate as 1. */
export const ratesSchema = z.record(z.string().min(1), z.number().positive());

export const convertInputRequestSchema = z.object({
  category: z.string().min(1),
  from: z.string().nullish(),
  to: z.string().nullish(),
  input: z.string(),
  locale: z.enum(locales).optional(),
  rates: ratesSchema.optional(),
});
