import { NUMBER_STYLES } from '@/lib/format/number';
import { getUnit } from '@/lib/units';

/**
 * The kilogram-to-pound page. The pound comes
 * from the unit catalogue (exactly 0.45359237 kg, the international yard and pound agreement), so
 * this page and the weight converter can never disagree.
 */
export const KILOGRAMS_PER_POUND: number = getUnit('weight', 'lb')!.factor;
/** 2.2046226218487757…; the page shows it to FACTOR_DECIMALS places (2.2046226218). */
export const POUNDS_PER_KILOGRAM: number = 1 / KILOGRAMS_PER_POUND;
export const FACTOR_DECIMALS = 10;

/** Results in the two fields are rounded to 6 decimals. */
export const RESULT_DECIMALS = 6;
/** Pounds in the table and the quick conversions are rounded to 3 decimals, as their column shows them. */
export const POUND_TABLE_DECIMALS = NUMBER_STYLES.poundsColumn.decimals;

/** The page opens on 1 kg, its pounds shown to POUND_TABLE_DECIMALS places: 2.205 lb. */
export const INITIAL_KILOGRAMS = 1;

/** The quick-conversions grid. */
export const QUICK_KILOGRAMS = [1, 5, 10, 25, 50, 75, 100, 150, 200] as const;

/**
 * The table runs 1 to 200 kg: steps of 1 below 10, of 5 from 10 to below 50, of 10 from 50 up.
 */
export const TABLE_RANGES = [
  { from: 1, below: 10, step: 1 },
  { from: 10, below: 50, step: 5 },
  { from: 50, below: 201, step: 10 },
] as const;
