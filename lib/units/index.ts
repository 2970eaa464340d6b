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
  type NumberCategoryId,
  type UnitId,
} from './catalogue';
export type { LinearUnitDef } from './types';
export { convert, getConverter, type NumberConverter, type TextConverter } from './convert';
export { convertTemperature } from './temperature';
export { convertFuel } from './fuel';
export { convertBase, formatInBase, parseInBase } from './numeric-base';
export { type Rates } from './currency';
export { LOCAL_SYMBOLS, unitSymbol } from './symbols';
export { parseNumber, tryParseNumber } from './parse';
export { convertInput } from './convert-input';
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
  relatedPairs,
  reverseOf,
  type Pair,
} from './pairs';
export { PAIR_CURRENCY_COUNT, pairUnitsOf, TRADED_CURRENCIES } from './pair-units';
export { readValue, type ReadTarget } from './read-value';
export { compoundPartsOf } from './compound';
export { readNumber } from './read-number';
export { exactResult } from './exactness';
export { otherMeaningOf, otherReadings, OTHER_MEANING } from './ambiguity';
