import type { CardUnits } from './card-units';

/**
 * The pair page's path for two units of the card, or undefined when they have none. Its own module:
 * only the site's card links to pair pages, so the embedded card's scripts leave it out.
 */
export function cardPairPath({ category, units }: CardUnits, from: string, to: string): string | undefined {
  const fromSlug = units.find((unit) => unit.id === from)?.slug;
  const toSlug = units.find((unit) => unit.id === to)?.slug;
  if (fromSlug === undefined || toSlug === undefined || from === to) return undefined;
  return `/convert/${category}/${fromSlug}-to-${toSlug}`;
}
