import { z } from 'zod';
import { categories, type CategoryId } from './catalogue';

/**
 * A category id where one crosses a boundary (a query string, a request body). Unit ids depend on
 * the category, so they are checked by the engine.
 */
export const categoryIdSchema = z.enum(categories.map((category) => category.id) as [CategoryId, ...CategoryId[]]);
