/**
 * Water in recipes. It is not in the USDA table (it carries no nutrients), yet recipes weigh it, and
 * a fuzzy match would otherwise hand it another food's nutrients ("water" → "tuna in water",
 * "watermelon"). So it is recognised on its own, by these words.
 */
import { searchKey } from '@/lib/nutrition/search-text';
import type { FoodLanguage } from '@/lib/nutrition/types';

const WATER_TERMS: Readonly<Record<FoodLanguage, readonly string[]>> = {
  en: ['water', 'tap water', 'cold water', 'warm water', 'hot water', 'boiling water'],
  es: ['agua', 'agua fría', 'agua tibia', 'agua caliente'],
  de: ['Wasser', 'kaltes Wasser', 'warmes Wasser', 'lauwarmes Wasser', 'heißes Wasser'],
  fr: ['eau', 'eau froide', 'eau tiède', 'eau chaude'],
  no: ['vann', 'kaldt vann', 'lunkent vann', 'varmt vann'],
};

const WATER_KEYS: ReadonlySet<string> = new Set(Object.values(WATER_TERMS).flat().map(searchKey));

/** True when an ingredient name (notes after a comma or parenthesis ignored) is plain water. */
export function isWater(ingredientName: string): boolean {
  return WATER_KEYS.has(searchKey(ingredientName.split(/[,(]/, 1)[0] ?? ''));
}
