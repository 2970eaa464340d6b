import { acceleration } from './categories/acceleration';
import { angularSpeed } from './categories/angular-speed';
import { charge } from './categories/charge';
import { current } from './categories/current';
import { dataRate } from './categories/data-rate';
import { density } from './categories/density';
import { flow } from './categories/flow';
import { frequency } from './categories/frequency';
import { illuminance } from './categories/illuminance';
import { resistance } from './categories/resistance';
import { ringSize } from './categories/ring-size';
import { shoeSize } from './categories/shoe-size';
import { torque } from './categories/torque';
import { typography } from './categories/typography';
import { voltage } from './categories/voltage';
import { angle } from './categories/angle';
import { area } from './categories/area';
import { currency } from './categories/currency';
import { data } from './categories/data';
import { energy } from './categories/energy';
import { force } from './categories/force';
import { fuel } from './categories/fuel';
import { length } from './categories/length';
import { numeric } from './categories/numeric';
import { power } from './categories/power';
import { pressure } from './categories/pressure';
import { speed } from './categories/speed';
import { temperature } from './categories/temperature';
import { time } from './categories/time';
import { volume } from './categories/volume';
import { weight } from './categories/weight';
import type { CategoryDef } from './types';
import { isCategoryId } from './category-ids';

export { isCategoryId };

/** Every category, everyday measures first; the UI lists them in this order. */
export const categories = [
  length,
  weight,
  volume,
  temperature,
  area,
  speed,
  time,
  pressure,
  energy,
  power,
  force,
  angle,
  fuel,
  data,
  dataRate,
  torque,
  density,
  flow,
  acceleration,
  frequency,
  angularSpeed,
  current,
  voltage,
  resistance,
  charge,
  illuminance,
  typography,
  shoeSize,
  ringSize,
  numeric,
  currency,
] as const satisfies readonly CategoryDef[];

export type Category = (typeof categories)[number];
export type CategoryId = Category['id'];
/** The category whose id is C, with its literal units. */
export type CategoryOf<C extends CategoryId> = Extract<Category, { readonly id: C }>;
/** Unit ids of category C (`UnitId<'length'>` is 'mm' | 'cm' | …); every unit id of any category when C is omitted. */
export type UnitId<C extends CategoryId = CategoryId> = CategoryOf<C>['units'][number]['id'];
export type Unit<C extends CategoryId = CategoryId> = CategoryOf<C>['units'][number];
/** Categories whose values are numbers (all but `numeric`, whose values are digit strings). */
export type NumberCategoryId = Exclude<CategoryId, 'numeric'>;

export const categoryIds: readonly CategoryId[] = categories.map((category) => category.id);

const byId = new Map<string, Category>(categories.map((category) => [category.id, category]));
const unitSets = new Map<string, ReadonlySet<string>>(
  categories.map((category) => [category.id, new Set(category.units.map((unit) => unit.id))]),
);

/** The category with this id, or undefined: ids come from URLs and must not be trusted. */
export function getCategory<C extends CategoryId>(id: C): CategoryOf<C>;
export function getCategory(id: string): Category | undefined;
export function getCategory(id: string): Category | undefined {
  return byId.get(id);
}

export function isUnitOf<C extends CategoryId>(category: C, unit: unknown): unit is UnitId<C> {
  return typeof unit === 'string' && unitSets.get(category)?.has(unit) === true;
}

/** The unit with this id in the category, or undefined. */
export function getUnit<C extends CategoryId>(category: C, unit: string): Unit<C> | undefined {
  const units: readonly Unit[] = getCategory(category).units;
  return units.find((candidate) => candidate.id === unit) as Unit<C> | undefined;
}

export function unitIdsOf<C extends CategoryId>(category: C): readonly UnitId<C>[] {
  const units: readonly Unit[] = getCategory(category).units;
  return units.map((unit) => unit.id) as readonly string[] as readonly UnitId<C>[];
}

export function baseUnitOf<C extends CategoryId>(category: C): UnitId<C> {
  return getCategory(category).base as UnitId<C>;
}

export function unitCount(category: CategoryId): number {
  return getCategory(category).units.length;
}

/** Units across all categories. */
export const totalUnitCount: number = categories.reduce((sum, category) => sum + category.units.length, 0);

/**
 * The catalogue's size as the site's texts state it ("more than {units} units in {categories}
 * categories": Home, About, ApiPage), worked out here so the texts never fall behind the catalogue:
 * the largest multiple of 50 below the number of units.
 */
export const catalogueFigures = {
  categories: categories.length,
  units: Math.floor((totalUnitCount - 1) / 50) * 50,
} as const satisfies Record<string, number>;
