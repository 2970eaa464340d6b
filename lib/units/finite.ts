import { InvalidNumberError, ResultOutOfRangeError } from './errors';

/** Every converter returns through here, so no NaN or ±Infinity ever leaves the engine. */
export function finite(input: number, result: number): number {
  // `y - y` is 0 for finite y and NaN otherwise: one subtraction instead of a call to isFinite.
  return result - result === 0 ? result : rejectResult(input);
}

function rejectResult(input: number): never {
  if (input - input !== 0) throw new InvalidNumberError();
  throw new ResultOutOfRangeError(input);
}

/** A finite number passes unchanged; NaN or ±Infinity is not a valid number. */
function requireFinite(value: number): number {
  if (typeof value !== 'number' || value - value !== 0) throw new InvalidNumberError();
  return value;
}

export type NumberConverter = (value: number) => number;
export type TextConverter = (value: string) => string;

/** Same unit: the value comes back unchanged, once it is a valid number. */
export const identity: NumberConverter = requireFinite;
