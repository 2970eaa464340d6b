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
  catalogueFigures,
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
  CompoundParts,
  CurrencyUnitDef,
  FuelUnitDef,
  LinearUnitDef,
  NumericUnitDef,
  TemperatureUnitDef,
} from './types';
export { convert, getConverter, type ConvertOptions, type NumberConverter, type TextConverter } from './convert';
export { convertTemperature, CANCELLATION_SNAP } from './temperature';
export { convertFuel } from './fuel';
export { convertBase, formatInBase, parseInBase } from './numeric-base';
export { rateOf, type Rates } from './currency';
export { LOCAL_SYMBOLS, unitSymbol } from './symbols';
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
  UnknownUnitError,
  type ApiErrorCode,
  type UnitsErrorCode,
} from './errors';
export {
  allPairs,
  allPairsOf,
  getPair,
  isPopularPair,
  pairOfUnits,
  pairs,
  pairsOf,
  SAME_UNIT_LINKS,
  sameUnitPairs,
  popularPairs,
  POPULAR_PAIR_COUNT,
  relatedPairs,
  reverseOf,
  type Pair,
} from './pairs';
export { PAIR_CURRENCY_COUNT, pairUnitsOf, TRADED_CURRENCIES } from './pair-units';
export {
  readValue,
  READ_VALUE_MESSAGES,
  type ReadTarget,
  type ReadValueError,
  type ReadValueOk,
  type ReadValueReason,
  type ReadValueResult,
} from './read-value';
export { compoundPartsOf } from './compound';
export { readNumber } from './read-number';
export { exactConverter, exactResult, type ExactConverter } from './exactness';
export { otherMeaningOf, otherReadings, OTHER_MEANING, type OtherReading } from './ambiguity';
export type { Rational } from './rational';
