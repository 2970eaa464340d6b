import { categories, categoryIds, getCategory, type CategoryId, type NumberCategoryId, type UnitId } from './catalogue';
import { currencyConverter, currencyUnits, type Rates } from './currency';
import { CategoryNotFoundError, InvalidNumberError, UnitNotFoundError } from './errors';
import { identity, type NumberConverter, type TextConverter } from './finite';
import { fuelTable } from './fuel';
import { linearConverter } from './linear';
import { baseTable } from './numeric-base';
import { sizeTable } from './size-chart';
import { buildTable, lookup, type ConverterTable } from './table';
import { temperatureTable } from './temperature';
import type { LinearCategoryDef, TableCategoryDef } from './types';

export type { NumberConverter, TextConverter } from './finite';

/**
 * An id known only at run time (typed `string`, checked by the engine). Literal ids must be valid,
 * so `convert('length', 'cm', 'lb', 1)` does not compile while `convert(category, from, to, x)`
 * with strings from a URL does.
 */
type RuntimeId<Id extends string> = string extends Id ? Id : never;

export interface ConvertOptions {
  /** Currency only: units per US dollar by code; a missing rate counts as 1. */
  readonly rates?: Rates;
}

/**
 * Converters for every ordered pair of a category's units (but currency's, whose rates arrive at
 * run time): a conversion is then two keyed loads and a little arithmetic. A linear category's
 * table is built the first time the category is used, not at module load: building all thirteen
 * is exact-fraction work a cold start would pay for (docs/PERFORMANCE.md), and a page converts in
 * one category.
 */
const numberTables: Record<string, ConverterTable<NumberConverter>> = Object.create(null);
numberTables.temperature = temperatureTable;
numberTables.fuel = fuelTable;
const linearCategories = new Map<string, LinearCategoryDef>(
  categories.flatMap((category) => (category.kind === 'linear' ? [[category.id, category] as const] : [])),
);
const sizeCharts = new Map<string, TableCategoryDef>(
  categories.flatMap((category) => (category.kind === 'table' ? [[category.id, category] as const] : [])),
);

function numberTable(category: string): ConverterTable<NumberConverter> | undefined {
  const table = numberTables[category];
  if (table !== undefined) return table;
  const linear = linearCategories.get(category);
  if (linear !== undefined) return (numberTables[category] = buildTable(linear.units, linearConverter));
  const chart = sizeCharts.get(category);
  return chart === undefined ? undefined : (numberTables[category] = sizeTable(chart));
}

function unitNotFound(category: CategoryId, from: string, to: string): UnitNotFoundError {
  const units = getCategory(category).units.map((unit) => unit.id);
  return new UnitNotFoundError(category, from, to, units);
}

function numberConverter(category: string, from: string, to: string, rates: Rates | undefined): NumberConverter {
  const table = numberTable(category);
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
export function getConverter<From extends string, To extends string>(
  category: 'numeric',
  from: UnitId<'numeric'> | RuntimeId<From>,
  to: UnitId<'numeric'> | RuntimeId<To>,
): TextConverter;
export function getConverter<C extends NumberCategoryId, From extends string, To extends string>(
  category: C,
  from: UnitId<C> | RuntimeId<From>,
  to: UnitId<C> | RuntimeId<To>,
  options?: ConvertOptions,
): NumberConverter;
export function getConverter<Category extends string>(
  category: RuntimeId<Category>,
  from: string,
  to: string,
  options?: ConvertOptions,
): NumberConverter | TextConverter;
export function getConverter(category: string, from: string, to: string, options?: ConvertOptions): NumberConverter | TextConverter {
  return category === 'numeric' ? textConverter(from, to) : numberConverter(category, from, to, options?.rates);
}

/*
 * The converter resolved last: callers convert many values of one pair in a row (typing, tables,
 * the bulk tool), and comparing three strings costs less than resolving the pair again. Plain
 * variables rather than an object, so a change of pair allocates nothing. Rates objects are
 * compared by identity, so they must not be changed in place.
 */
let lastCategory = '';
let lastFrom = '';
let lastTo = '';
let lastRates: Rates | undefined;
let lastConverter: NumberConverter = identity;

/**
 * Converts one value. Numbers in every category but `numeric`, whose values are digit strings of
 * any size. Same unit returns the value unchanged; NaN, ±Infinity and results that do not fit
 * raise typed errors (see errors.ts) instead of leaking out.
 */
export function convert<From extends string, To extends string>(
  category: 'numeric',
  from: UnitId<'numeric'> | RuntimeId<From>,
  to: UnitId<'numeric'> | RuntimeId<To>,
  value: string,
): string;
export function convert<C extends NumberCategoryId, From extends string, To extends string>(
  category: C,
  from: UnitId<C> | RuntimeId<From>,
  to: UnitId<C> | RuntimeId<To>,
  value: number,
  options?: ConvertOptions,
): number;
export function convert<Category extends string>(
  category: RuntimeId<Category>,
  from: string,
  to: string,
  value: number | string,
  options?: ConvertOptions,
): number | string;
export function convert(category: string, from: string, to: string, value: number | string, options?: ConvertOptions): number | string {
  if (category === 'numeric') return textConverter(from, to)(String(value));
  const rates = options?.rates;
  if (category !== lastCategory || from !== lastFrom || to !== lastTo || rates !== lastRates) {
    // Resolve first: an unknown id throws before the cache is touched.
    lastConverter = numberConverter(category, from, to, rates);
    lastCategory = category;
    lastFrom = from;
    lastTo = to;
    lastRates = rates;
  }
  if (typeof value !== 'number') throw new InvalidNumberError();
  return lastConverter(value);
}
