import { type CategoryId } from '@/lib/units/catalogue';
import { pairOfUnits } from '@/lib/units/pairs';

/**
 * Where a conversion continues on the site, with its value in the address: the pair page when
 * one exists (`?value=`), else the category page (`?from=&to=&value=`). Paths without the locale
 * prefix (the site's Link adds it). Kept apart from the parser so pages can link without loading it.
 */
export function converterHref(category: CategoryId, from: string, to: string, value: number | string): string {
  const pair = pairOfUnits(category, from, to);
  const text = String(value);
  if (pair !== undefined) return `/convert/${pair.category}/${pair.slug}?${new URLSearchParams({ value: text })}`;
  return `/category/${category}?${new URLSearchParams({ from, to, value: text })}`;
}

/** The recipe converter, where ingredients are converted between cups and grams. */
export const INGREDIENT_HREF = '/tools/recipe-converter';
