import { fuel } from './categories/fuel';
import { FuelRangeError, InvalidNumberError, UnknownUnitError } from './errors';
import { finite, identity, type NumberConverter } from './finite';
import { buildTable, lookup } from './table';
import type { FuelUnitDef } from './types';

function rejectFuelValue(value: number): never {
  if (value - value !== 0) throw new InvalidNumberError();
  throw new FuelRangeError(value);
}

/** How many L/100 km one unit of consumption is; undefined for an economy unit (distance per volume). */
export function consumptionOf(unit: FuelUnitDef): number | undefined {
  return unit.reciprocal === null ? (unit.consumption ?? 1) : undefined;
}

/**
 * Through L/100 km: consumption and economy are reciprocal (L/100 km = K ÷ value), so between two
 * economy units, or two consumption units (L/mil, L/100 km), it is a plain ratio, and between one of
 * each a reciprocal. Zero or less has no reciprocal: an error, never Infinity.
 */
function fuelConverter(from: FuelUnitDef, to: FuelUnitDef): NumberConverter {
  if (from.id === to.id) return identity;
  const [consumesFrom, consumesTo] = [consumptionOf(from), consumptionOf(to)];
  if ((consumesFrom === undefined) !== (consumesTo === undefined)) {
    // One side consumes, the other goes a distance: one reciprocal does it.
    const k = (from.reciprocal ?? to.reciprocal ?? 1) / (consumesFrom ?? consumesTo ?? 1);
    return (x) => (x > 0 && x < Infinity ? finite(x, k / x) : rejectFuelValue(x));
  }
  const ratio = consumesFrom !== undefined ? consumesFrom / consumesTo! : to.reciprocal! / from.reciprocal!;
  return (x) => (x > 0 && x < Infinity ? finite(x, x * ratio) : rejectFuelValue(x));
}

export const fuelTable = buildTable(fuel.units, fuelConverter);
const unitIds = fuel.units.map((unit) => unit.id);

/** Converts between fuel units by id; an id it does not know raises UnknownUnitError. */
export function convertFuel(from: string, to: string, value: number): number {
  const converter = lookup(fuelTable, from, to);
  if (converter === undefined) {
    throw new UnknownUnitError('fuel', fuelTable[from] !== undefined ? to : from, from, to, unitIds);
  }
  return converter(value);
}
