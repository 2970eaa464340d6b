/** The dedicated kilograms-to-pounds page: constants, conversions, table rows, state and content. */
export {
  FACTOR_DECIMALS,
  INITIAL_KILOGRAMS,
  INITIAL_POUND_DECIMALS,
  KILOGRAMS_PER_POUND,
  POUNDS_PER_KILOGRAM,
  QUICK_KILOGRAMS,
  RESULT_DECIMALS,
  POUND_TABLE_DECIMALS,
  TABLE_RANGES,
} from './constants';
export { kilogramsToPounds, poundsToKilograms, quickRows, tableKilograms, kgLbTableRows, type KgLbRow } from './conversion';
export { initialKgLbState, kgLbReducer, type KgLbAction, type KgLbField, type KgLbState } from './state';
export { FAQ, FORMULA_VALUES, kgToPoundsContent, mentalEstimate, type KgToPoundsFaqId } from './content';
