import type { CategoryId } from '@/lib/units/catalogue';

/** The category the home page's converter starts with. */
export const HOME_CATEGORY: CategoryId = 'length';

/**
 * What a pair page's converter starts with, where "1" would be no answer at all: 1 cm is
 * "0 ft 0.39 in", and nobody weighs a baby at 1 kg. People open these pages with a height or a body
 * or birth weight in mind, so the first answer shows one. Every other page starts from 1
 * (DEFAULT_INPUT); a value in the address (?value=) wins over both. Written the way the value reader
 * reads them in every locale (symbols and whole numbers, no decimal separator).
 */
const START_VALUES: Readonly<Record<string, string>> = {
  'length/cm-to-feet-and-inches': '170',
  'length/feet-and-inches-to-cm': '5 ft 7 in',
  'weight/kg-to-stone-and-pounds': '70',
  'weight/stone-and-pounds-to-kg': '11 st 4 lb',
  'weight/kg-to-pounds-and-ounces': '4',
  'weight/pounds-and-ounces-to-kg': '7 lb 8 oz',
};

/** The start value of the pair page with this id (`length/cm-to-feet-and-inches`), if it has its own. */
export function startValueOf(pairId: string): string | undefined {
  return START_VALUES[pairId];
}
