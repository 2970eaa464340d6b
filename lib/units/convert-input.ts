import type { Locale } from '@/i18n/locales';
import { categoryIds, getCategory, getUnit, type CategoryId } from './catalogue';
import { convert } from './convert';
import type { Rates } from './currency';
import {
  CategoryNotFoundError,
  InvalidNumberError,
  ResultOutOfRangeError,
  UnitNotFoundError,
  UnitsError,
  type UnitsErrorCode,
} from './errors';
import { presentResult, type ResultFormat, type ResultPart } from '@/lib/format/answer';
import { exactResult } from './exactness';
import { readValue } from './read-value';
import { sizeBetween, type SizeBetween } from './size-between';
import { divide, multiply, type Rational } from './rational';
import { resolveUnit, type ResolvedUnit } from '@/lib/custom-units/resolve';
import type { CustomUnit } from '@/lib/custom-units/types';

export interface ConvertInputRequest {
  readonly category: string;
  /** A unit not chosen yet (undefined, null or "") means there is nothing to show. */
  readonly from: string | null | undefined;
  readonly to: string | null | undefined;
  /** What the user typed: a number in the locale's notation, or digits in the `from` base. */
  readonly input: string;
  /** Reads separators and formats the result; English when omitted. */
  readonly locale?: Locale;
  readonly rates?: Rates;
  /** How to write the result: decimals (the site's rounding unless chosen) or a fraction. */
  readonly format?: ResultFormat;
  /** Units of the visitor's own that `from` and `to` may name (lib/custom-units). */
  readonly defined?: readonly CustomUnit[];
}

interface ConvertSuccess {
  readonly ok: true;
  readonly category: CategoryId;
  readonly from: string;
  readonly to: string;
  /** The input read as a number (digit string for `numeric`). */
  readonly value: number | string;
  /** The unrounded result (digit string for `numeric`). */
  readonly result: number | string;
  /** The result as the UI shows it in the locale, in the chosen format. */
  readonly formatted: string;
  /** The same without locale (dot decimal, no grouping): for the API and files. */
  readonly plain: string;
  /** The shown result is the true one: no digits dropped (known from exact ratios). */
  readonly exact: boolean;
  /** Digits were dropped: the UI marks the result with "≈". */
  readonly approximate: boolean;
  /** A compound result's parts, unrounded ("5 ft" and "6.929… in"). */
  readonly parts?: readonly ResultPart[];
  /** A size between two rows of its chart: those two sizes in `from`; the result is the nearer one's. */
  readonly between?: SizeBetween;
}

export interface ConvertFailure {
  readonly ok: false;
  readonly error: UnitsErrorCode;
  /** English, for logs and the API; the UI translates `error` instead. */
  readonly message: string;
  readonly validOptions?: readonly string[];
}

/** Nothing to show and nothing wrong: the input is empty or a unit is not chosen yet. */
interface ConvertIdle {
  readonly ok: null;
  readonly reason: 'empty-input' | 'missing-unit';
}

export type ConvertInputResult = ConvertSuccess | ConvertFailure | ConvertIdle;

function failureOf(error: UnitsError): ConvertFailure {
  return error.validOptions === undefined
    ? { ok: false, error: error.code, message: error.message }
    : { ok: false, error: error.code, message: error.message, validOptions: error.validOptions };
}

/** The true result, through a custom unit's exact amount when either side is one. */
function exactOf(category: CategoryId, source: ResolvedUnit, target: ResolvedUnit, value: Rational): Rational | null {
  if (source.custom === undefined && target.custom === undefined) return exactResult(category, source.unit, target.unit, value);
  const exact = exactResult(category, source.unit, target.unit, multiply(value, source.exactScale));
  return exact === null ? null : divide(exact, target.exactScale);
}

/**
 * Text in, result out, never throwing for bad input: the one entry point the converter card, the
 * API and the bulk tool share. Checks in order: category, units chosen, units known, input empty,
 * input a value (read-value.ts: numbers, fractions, "5 ft 3 in"), conversion, writing the result.
 */
export function convertInput(request: ConvertInputRequest): ConvertInputResult {
  const { category: categoryId, from, to, input, locale = 'en', rates } = request;
  const category = getCategory(categoryId);
  if (category === undefined) return failureOf(new CategoryNotFoundError(categoryId, categoryIds));
  if (!from || !to) return { ok: null, reason: 'missing-unit' };
  // A unit of the visitor's own converts as its amount of the catalogue unit it is defined by.
  const source = resolveUnit(from, request.defined);
  const target = resolveUnit(to, request.defined);
  if (getUnit(category.id, source.unit) === undefined || getUnit(category.id, target.unit) === undefined) {
    const units = [...category.units.map((unit) => unit.id), ...(request.defined ?? []).map((unit) => unit.id)];
    return failureOf(new UnitNotFoundError(category.id, from, to, units));
  }
  const text = input.trim();
  if (text === '') return { ok: null, reason: 'empty-input' };
  try {
    if (category.id === 'numeric') {
      const result = convert('numeric', from, to, text);
      const base = { ok: true, category: category.id, from, to, value: text, result, formatted: result } as const;
      return { ...base, plain: result, exact: true, approximate: false };
    }
    const read = readValue(text, locale, { category: category.id, unit: source.unit });
    if (!read.ok) return failureOf(new InvalidNumberError(read.message));
    const { value } = read;
    const result = convert(category.id, source.unit, target.unit, value * source.scale, { rates }) / target.scale;
    if (!Number.isFinite(result)) throw new ResultOutOfRangeError(result);
    const presented = presentResult({
      value: result,
      exact: exactOf(category.id, source, target, read.exact),
      category: category.id,
      unit: target.unit,
      format: request.format,
      locale,
    });
    const { text: formatted, plain, exact, approximate, parts } = presented;
    const success = { ok: true, category: category.id, from, to, value, result, formatted, plain, exact, approximate } as const;
    if (category.kind === 'table') {
      const between = sizeBetween(category, from, value);
      return between === undefined ? success : { ...success, exact: false, between };
    }
    return parts === undefined ? success : { ...success, parts };
  } catch (error) {
    if (error instanceof UnitsError) return failureOf(error);
    throw error;
  }
}
