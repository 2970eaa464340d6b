import type { CategoryId } from '@/lib/units/catalogue';
import { chargePhrases } from './charge';
import { densityPhrases } from './density';
import { energyPhrases } from './energy';
import { flowPhrases } from './flow';
import { pressurePhrases } from './pressure';
import { speedPhrases } from './speed';
import { typographyPhrases } from './typography';
import type { CategoryPhrases, UnitPhrases } from './types';

export type { CategoryPhrases, UnitPhrases } from './types';

/**
 * Every category's unit phrases (./types.ts), by category id. Currency has none here: its pages set
 * two currencies side by side from their data (lib/content/facts/currency.ts).
 */
const CATEGORY_PHRASES: Readonly<Partial<Record<CategoryId, CategoryPhrases>>> = {
  // One import per category file, in alphabetical order.
  charge: chargePhrases,
  density: densityPhrases,
  energy: energyPhrases,
  flow: flowPhrases,
  pressure: pressurePhrases,
  speed: speedPhrases,
  typography: typographyPhrases,
};

/** The phrases of one unit, or undefined for a category without them. */
export function unitPhrasesOf(category: CategoryId, unit: string): UnitPhrases | undefined {
  return CATEGORY_PHRASES[category]?.[unit];
}

/** The categories that have phrases, for the test that checks every unit of each. */
export const phrasedCategories = Object.keys(CATEGORY_PHRASES) as CategoryId[];
