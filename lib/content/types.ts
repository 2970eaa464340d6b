import type { CategoryId, UnitId } from '@/lib/units';
import type { ContentValues } from './numbers';

/**
 * The shape of a category's written content. The words
 * live in the message files under CategoryContent.<category>; these tables hold what the words
 * refer to: which units an example converts, which numbers fill each placeholder.
 */

/** A worked example of the formula section: `examples.<id>.formula` and `examples.<id>.example`. */
interface FormulaExampleSpec<C extends CategoryId = CategoryId> {
  readonly id: string;
  readonly from: UnitId<C>;
  readonly to: UnitId<C>;
  /** Placeholders of both the formula and the example text. */
  readonly values: ContentValues;
}

/**
 * A conversion people look up ("1 in = 2.54 cm"). `value` is in the `from` unit (digits for number
 * bases); the result is computed. Currency has no result at build time (rates arrive daily), so its
 * entry is a placeholder the converter fills in.
 */
interface CommonConversionSpec<C extends CategoryId = CategoryId> {
  readonly value: number | string;
  readonly from: UnitId<C>;
  readonly to: UnitId<C>;
}

/** A question and its answer: `faq.<id>.question` and `faq.<id>.answer`, which may use the values. */
interface FaqSpec {
  readonly id: string;
  readonly values: ContentValues;
}

export interface CategoryContentSpec<C extends CategoryId = CategoryId> {
  readonly category: C;
  /** Placeholders of `description`. */
  readonly description: ContentValues;
  readonly examples: readonly FormulaExampleSpec<C>[];
  readonly common: readonly CommonConversionSpec<C>[];
  readonly faq: readonly FaqSpec[];
}
