/** Written content of category and pair pages: what the words in messages refer to, and their numbers. */
export {
  ContentNumberError,
  converted,
  given,
  part,
  PLURAL_SUFFIX,
  resolveNumber,
  resolveValues,
  slope,
  type ContentValues,
} from './numbers';
export { categoryContent, categoryContentSpec, COMMON_DECIMALS, type CategoryContent } from './category-content';
export { pairDescriptionValues } from './pair-values';
export { pairDescription, pairDescriptionSpec, pairPageContent, pairPath, RELATED_PAIR_COUNT } from './pair-content';
