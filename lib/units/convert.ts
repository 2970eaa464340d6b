import {
  categories,
  categoryIds,
  getCategory,
  type CategoryId,
  type NumberCategoryId,
  type UnitId,
} from './catalogue';
import { currencyConverter, currencyUnits, type Rates } from './currency';
import { CategoryNotFoundError, InvalidNumberError, UnitNotFoundError } from './errors';
import type { NumberConverter, TextConverter } from './finite';
import { fuelTable } from './fuel';
import { linearConverter } from './linear';
import { baseTable } from './numeric-base';
import { buildTable, lookup, type ConverterTable } from './table';
import { temperatureTable } from './temperature';

export type { NumberConverter, TextConverter } from './finite';

export interface ConvertOptions {
  /** Currency only: units per US dollar by code; a missing rate counts as 1. */
  readonly rates?: Rates;
}

/**
 * Every converter of every category but currency (whose rates arrive at run time), built when the
 * module loads: a conversion is then two keyed loads and a little arithmetic.
 */
const numberTables: Record<string, ConverterTable<NumberConverter>> = Object.create(null);
for (const category of categories) {
  if (category.kind === 'linear') numberTables[category.id] = buildTable(category.units, linearConverter);
}
numberTables.temperature = temperatureTable;
numberTables.fuel = fuelTable;

function unitNotFound(category: CategoryId, from: string, to: string): UnitNotFoundError {
  const units = getCategory(category).units.map((unit) => unit.id);
  return new UnitNotFoundError(category, from, to, units);
}

function numberConverter(category: string, from: string, to: string, rates: Rates | undefined): NumberConverter {
  const table = numberTables[category];
  if (table !== undefined) {
    const converter = lookup(table, from, to);
    if (converter === undefined) throw unitNotFound(category as CategoryId, from, to);
    return converter;
  }
  if (category === 'currency') {
    const fromUnit = currencyUnits.get(from);
    const toUnit = currencyUnits.get(to);
    if (fromUnit === undefined || toUnit === undefined) throw unitNotFound('currency', from, to);
    return currencyConverter(fromUnit, toUnit, rates);
  }
  throw new CategoryNotFoundError(category, categoryIds);
}

function textConverter(from: string, to: string): TextConverter {
  const converter = lookup(baseTable, from, to);
  if (converter === undefined) throw unitNotFound('numeric', from, to);
  return converter;
}

/**
 * The conversion between two units as a function, for hot loops (the bulk tool runs a million
 * rows through one). Validates the ids once: unknown ones raise CategoryNotFoundError or
 * UnitNotFoundError. Currency rates are read now, so fetch a new converter when they change.
 */
export function getConverter(category: 'numeric', from: string, to: string): TextConverter;
export function getConverter<C extends NumberCategoryId>(
  category: C,
  from: UnitId<C>,
  to: UnitId<C>,
  options?: ConvertOptions,
): NumberConverter;
export function getConverter(category: NumberCategoryId, from: string, to: string, options?: ConvertOptions): NumberConverter;
export function getConverter(
  category: string,
  from: string,
  to: string,
  options?: ConvertOptions,
): NumberConverter | TextConverter;
export function getConverter(
  category: string,
  from: string,
  to: string,
  options?: ConvertOptions,
): NumberConverter | TextConverter {
  return category === 'numeric' ? textConverter(from, to) : numberConverter(category, from, to, options?.rates);
}

/**
 * The converter resolved last: callers convert many values of one pair in a row (typing, tables,
 * the bulk tool), and three string comparisons cost less than resolving the pair again. Rates
 * objects are compared by identity, so they must not be changed in place.
 */
let last: {
  readonly category: string;
  readonly from: string;
  readonly to: string;
  readonly rates: Rates | undefined;
  readonly converter: NumberConverter;
} = { category: 'length', from: 'm', to: 'm', rates: undefined, converter: numberConverter('length', 'm', 'm', undefined) };

/**
 * Converts one value. Numbers in every category but `numeric`, whose values are digit strings of
 * any size. Same unit returns the value unchanged; NaN, ±Infinity and results that do not fit
 * raise typed errors (see errors.ts) instead of leaking out.
 */
export function convert(category: 'numeric', from: string, to: string, value: string): string;
export function convert<C extends NumberCategoryId>(
  category: C,
  from: UnitId<C>,
  to: UnitId<C>,
  value: number,
  options?: ConvertOptions,
): number;
export function convert(category: NumberCategoryId, from: string, to: string, value: number, options?: ConvertOptions): number;
export function convert(
  category: string,
  from: string,
  to: string,
  value: number | string,
  options?: ConvertOptions,
): number | string;
export function convert(
  category: string,
  from: string,
  to: string,
  value: number | string,
  options?: ConvertOptions,
): number | string {
  if (category === 'numeric') return textConverter(from, to)(String(value));
  const rates = options?.rates;
  if (category !== last.category || from !== last.from || to !== last.to || rates !== last.rates) {
    last = { category, from, to, rates, converter: numberConverter(category, from, to, rates) };
  }
  if (typeof value !== 'number') throw new InvalidNumberError();
  return last.converter(value);
}

