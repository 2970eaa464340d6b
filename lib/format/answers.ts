/** Answers as people read them: decimals at a chosen precision, ruler fractions, compound parts. */
export { formatDecimal, formatDecimalPlain, MAX_PRECISION, MAX_SIG, type DecimalPrecision } from './precision';
export {
  DEFAULT_DENOMINATOR,
  DENOMINATORS,
  FRACTION_LIMIT,
  fractionText,
  isDenominator,
  nearestFraction,
  type Denominator,
  type NearestFraction,
} from './ruler-fraction';
export {
  COMPOUND_PRECISION,
  DEFAULT_FORMAT,
  presentResult,
  type PresentedResult,
  type PresentRequest,
  type ResultFormat,
  type ResultPart,
} from './answer';
