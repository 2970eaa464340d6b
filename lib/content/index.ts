/** Written content of category and pair pages: what the words in messages refer to, and their numbers. */
export {
  ContentNumberError,
  converted,
  given,
  part,
  PLURAL_SUFFIX,
  pluralSelector,
  resolveNumber,
  resolveValues,
  slope,
  type ContentNumber,
  type ContentValues,
} from './numbers';
export type { CategoryContentSpec, CommonConversionSpec, FaqSpec, FormulaExampleSpec } from './types';
export { categoryContentSpecs } from './categories';
export {
  categoryContent,
  categoryContentSpec,
  COMMON_DECIMALS,
  type CategoryContent,
  type CommonConversion,
  type FaqEntry,
  type FormulaExample,
} from './category-content';
export { pairDescriptionValues } from './pair-values';
export { pairDescription, pairDescriptionSpec, pairPageContent, pairPath, RELATED_PAIR_COUNT, type PairPageContent } from './pair-content';
