/** The dedicated kilograms-to-pounds page: constants, conversions, table rows, state and content. */
export { KILOGRAMS_PER_POUND, POUNDS_PER_KILOGRAM, QUICK_KILOGRAMS } from './constants';
export { kilogramsToPounds, poundsToKilograms, quickRows, tableKilograms, kgLbTableRows, type KgLbRow } from './conversion';
export { initialKgLbState, kgLbReducer, type KgLbState } from './state';
export { FAQ, FORMULA_VALUES, kgToPoundsContent, mentalEstimate } from './content';
