import { fillTemplate } from '@/lib/format/template';

/**
 * Typed errors of the unit engine. `code` says what went wrong (the UI translates it), `message`
 * is English for logs and the API, and errors about an unknown option list the valid ones.
 */

export type UnitsErrorCode =
  | 'CATEGORY_NOT_FOUND'
  | 'UNIT_NOT_FOUND'
  | 'UNKNOWN_TEMPERATURE_UNIT'
  | 'UNKNOWN_FUEL_UNIT'
  | 'UNKNOWN_NUMERIC_BASE'
  | 'INVALID_NUMBER'
  | 'INVALID_DIGITS'
  | 'FUEL_OUT_OF_RANGE'
  | 'RESULT_OUT_OF_RANGE'
  | 'SIZE_OUT_OF_RANGE';

/** English message templates; `{name}` placeholders are filled from the error's fields. */
export const ERROR_MESSAGES = {
  CATEGORY_NOT_FOUND: 'Category {category} not found',
  UNIT_NOT_FOUND: 'Unit not found: {from} or {to}',
  UNKNOWN_TEMPERATURE_UNIT: 'Unknown temperature unit: {unit}',
  UNKNOWN_FUEL_UNIT: 'Unknown fuel unit: {unit}',
  UNKNOWN_NUMERIC_BASE: 'Unknown numeric base: {unit}',
  INVALID_NUMBER: 'Please enter a valid number',
  INVALID_DIGITS: 'Please enter a valid number in base {radix}',
  FUEL_OUT_OF_RANGE: 'Fuel consumption must be greater than zero',
  RESULT_OUT_OF_RANGE: 'The result is too large to show',
  SIZE_OUT_OF_RANGE: 'Size {value} is outside the chart, which runs from {min} to {max}',
} as const satisfies Record<UnitsErrorCode, string>;

/** The API error code for each engine error, so every caller maps them alike. */
export const API_ERROR_CODES = {
  CATEGORY_NOT_FOUND: 'INVALID_CATEGORY',
  UNIT_NOT_FOUND: 'INVALID_UNIT',
  UNKNOWN_TEMPERATURE_UNIT: 'INVALID_UNIT',
  UNKNOWN_FUEL_UNIT: 'INVALID_UNIT',
  UNKNOWN_NUMERIC_BASE: 'INVALID_UNIT',
  INVALID_NUMBER: 'INVALID_VALUE',
  INVALID_DIGITS: 'INVALID_VALUE',
  FUEL_OUT_OF_RANGE: 'INVALID_VALUE',
  RESULT_OUT_OF_RANGE: 'INVALID_VALUE',
  SIZE_OUT_OF_RANGE: 'SIZE_OUT_OF_RANGE',
} as const satisfies Record<UnitsErrorCode, 'INVALID_CATEGORY' | 'INVALID_UNIT' | 'INVALID_VALUE' | 'SIZE_OUT_OF_RANGE'>;

export abstract class UnitsError extends Error {
  abstract readonly code: UnitsErrorCode;
  /** Ids the caller could have used instead, when the error is about an unknown option. */
  declare readonly validOptions?: readonly string[];
}

export class CategoryNotFoundError extends UnitsError {
  readonly code = 'CATEGORY_NOT_FOUND';
  override readonly name = 'CategoryNotFoundError';
  constructor(
    readonly category: string,
    override readonly validOptions: readonly string[],
  ) {
    super(fillTemplate(ERROR_MESSAGES.CATEGORY_NOT_FOUND, { category }));
  }
}

export class UnitNotFoundError extends UnitsError {
  readonly code: UnitsErrorCode = 'UNIT_NOT_FOUND';
  override readonly name: string = 'UnitNotFoundError';
  constructor(
    readonly category: string,
    readonly from: string,
    readonly to: string,
    override readonly validOptions: readonly string[],
    message: string = fillTemplate(ERROR_MESSAGES.UNIT_NOT_FOUND, { from, to }),
  ) {
    super(message);
  }
}

/** The error code of a unit that a formula table (temperature, fuel, number bases) does not know. */
const UNKNOWN_UNIT_CODES = {
  temperature: 'UNKNOWN_TEMPERATURE_UNIT',
  fuel: 'UNKNOWN_FUEL_UNIT',
  numeric: 'UNKNOWN_NUMERIC_BASE',
} as const satisfies Record<string, UnitsErrorCode>;

/** Thrown by a category's own formulas (convertTemperature, convertFuel, convertBase) for a unit they do not know. */
export class UnknownUnitError extends UnitNotFoundError {
  override readonly code: (typeof UNKNOWN_UNIT_CODES)[keyof typeof UNKNOWN_UNIT_CODES];
  override readonly name = 'UnknownUnitError';
  constructor(
    category: keyof typeof UNKNOWN_UNIT_CODES,
    readonly unit: string,
    from: string,
    to: string,
    validOptions: readonly string[],
  ) {
    const code = UNKNOWN_UNIT_CODES[category];
    super(category, from, to, validOptions, fillTemplate(ERROR_MESSAGES[code], { unit }));
    this.code = code;
  }
}

/** The input is not a number: unparsable text, NaN or ±Infinity. */
export class InvalidNumberError extends UnitsError {
  readonly code: UnitsErrorCode = 'INVALID_NUMBER';
  override readonly name: string = 'InvalidNumberError';
  constructor(message: string = ERROR_MESSAGES.INVALID_NUMBER) {
    super(message);
  }
}

/** Text holds a digit its number base does not have ("2" in binary, "g" in hex). */
export class InvalidDigitsError extends InvalidNumberError {
  override readonly code = 'INVALID_DIGITS';
  override readonly name = 'InvalidDigitsError';
  constructor(
    readonly base: string,
    readonly radix: number,
  ) {
    super(fillTemplate(ERROR_MESSAGES.INVALID_DIGITS, { radix }));
  }
}

/** Fuel economy and consumption are reciprocal, so zero or less has no counterpart. */
export class FuelRangeError extends UnitsError {
  readonly code = 'FUEL_OUT_OF_RANGE';
  override readonly name = 'FuelRangeError';
  constructor(readonly value: number) {
    super(ERROR_MESSAGES.FUEL_OUT_OF_RANGE);
  }
}

/** A finite input whose result does not fit in a double (1e308 km in mm). */
export class ResultOutOfRangeError extends UnitsError {
  readonly code = 'RESULT_OUT_OF_RANGE';
  override readonly name = 'ResultOutOfRangeError';
  constructor(readonly value: number) {
    super(ERROR_MESSAGES.RESULT_OUT_OF_RANGE);
  }
}

/** A size chart has no row near a value below its first row or above its last. */
export class SizeRangeError extends UnitsError {
  readonly code = 'SIZE_OUT_OF_RANGE';
  override readonly name = 'SizeRangeError';
  constructor(
    readonly value: number,
    readonly min: number,
    readonly max: number,
  ) {
    super(fillTemplate(ERROR_MESSAGES.SIZE_OUT_OF_RANGE, { value, min, max }));
  }
}

export function isUnitsError(error: unknown): error is UnitsError {
  return error instanceof UnitsError;
}
