/** The unit catalogue and conversion engine: plain TypeScript, no React or Next. */
export {
  baseUnitOf,
  categories,
  categoryIds,
  getCategory,
  getUnit,
  isCategoryId,
  isUnitOf,
  totalUnitCount,
  unitCount,
  unitIdsOf,
  type Category,
  type CategoryId,
  type CategoryOf,
  type NumberCategoryId,
  type Unit,
  type UnitId,
  type ValueOf,
} from './catalogue';
export type {
  CategoryDef,
  CategoryKind,
  CurrencyUnitDef,
  FuelUnitDef,
  LinearUnitDef,
  NumericUnitDef,
  TemperatureUnitDef,
} from './types';
export {
  convert,
  getConverter,
  type ConvertOptions,
  type NumberConverter,
  type TextConverter,
} from './convert';
export { convertTemperature, CANCELLATION_SNAP } from './temperature';
export { convertFuel } from './fuel';
export { convertBase, formatInBase, parseInBase } from './numeric-base';
export { rateOf, type Rates } from './currency';
export { parseNumber, tryParseNumber } from './parse';
export {
  convertInput,
  failureOf,
  type ConvertFailure,
  type ConvertIdle,
  type ConvertInputRequest,
  type ConvertInputResult,
  type ConvertSuccess,
} from './convert-input';
export {
  API_ERROR_CODES,
  CategoryNotFoundError,
  ERROR_MESSAGES,
  FuelRangeError,
  InvalidDigitsError,
  InvalidNumberError,
  isUnitsError,
  ResultOutOfRangeError,
  UnitNotFoundError,
  UnitsError,
  UnknownFuelUnitError,
  UnknownNumericBaseError,
  UnknownTemperatureUnitError,
  type ApiErrorCode,
  type UnitsErrorCode,
} from './errors';
export {
  getPair,
  pairs,
  pairsOf,
  popularPairs,
  POPULAR_PAIR_COUNT,
  relatedPairs,
  reverseOf,
  type Pair,
} from './pairs';
