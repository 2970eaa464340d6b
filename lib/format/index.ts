/** Writing numbers and results: decimals at a chosen precision, fractions, compound parts. */
export { formatDecimal, formatDecimalPlain, MAX_PRECISION, MAX_SIG, type DecimalPrecision } from './decimal';
export {
  DEFAULT_DENOMINATOR,
  DENOMINATORS,
  FRACTION_LIMIT,
  fractionText,
  isDenominator,
  nearestFraction,
  type Denominator,
  type NearestFraction,
} from './fraction';
export {
  COMPOUND_PRECISION,
  DEFAULT_FORMAT,
  presentResult,
  type PresentedResult,
  type PresentRequest,
  type ResultFormat,
  type ResultPart,
} from './result';
