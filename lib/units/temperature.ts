import { temperature } from './categories/temperature';
import { UnknownUnitError } from './errors';
import { divideFractions, fractionOf, scalePlan } from './exact-ratio';
import { finite, identity, type NumberConverter } from './finite';
import { buildTable, lookup } from './table';
import type { TemperatureUnitDef } from './types';

/**
 * Results smaller than this share of the offset they were added to are rounding noise, not
 * temperature: −459.67 °F → K computes 273.15 − 273.15000000000003 = −5.7e−14. Noise from these
 * formulas is at most a few units in the last place (~1e−15 relative); a real result this small
 * needs an input that matches the zero point to 12 significant digits, finer than any display.
 */
const CANCELLATION_SNAP = 1e-12;

/** (x − zero(from)) ÷ scale(from) × scale(to) + zero(to): through Celsius: F→C is (x−32)×5/9, K→C is x−273.15. */
function temperatureConverter(from: TemperatureUnitDef, to: TemperatureUnitDef): NumberConverter {
  if (from.id === to.id) return identity;
  const { multiplier, divisor } = scalePlan(divideFractions(fractionOf(to.scale), fractionOf(from.scale)));
  const zeroFrom = from.zero;
  const zeroTo = to.zero;
  const snapBelow = Math.abs(zeroTo) * CANCELLATION_SNAP;
  return (x) => {
    const y = ((x - zeroFrom) * multiplier) / divisor + zeroTo;
    return y < snapBelow && y > -snapBelow ? 0 : finite(x, y);
  };
}

export const temperatureTable = buildTable(temperature.units, temperatureConverter);
const unitIds = temperature.units.map((unit) => unit.id);

/** Converts between temperature scales by id; an id it does not know raises UnknownUnitError. */
export function convertTemperature(from: string, to: string, value: number): number {
  const converter = lookup(temperatureTable, from, to);
  if (converter === undefined) {
    throw new UnknownUnitError('temperature', temperatureTable[from] !== undefined ? to : from, from, to, unitIds);
  }
  return converter(value);
}
