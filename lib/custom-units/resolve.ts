import { parseDecimal, type Rational } from '@/lib/units/rational';
import type { CustomUnit } from './types';

/** A unit as the engine converts it: a catalogue unit, times how many of it one is. */
export interface ResolvedUnit {
  readonly unit: string;
  /** 1 for a catalogue unit; the custom unit's amount otherwise. */
  readonly scale: number;
  /** The same, exact, for knowing whether a result is exact. */
  readonly exactScale: Rational;
  readonly custom?: CustomUnit;
}

const ONE: Rational = { num: 1n, den: 1n };

/** The unit an id names: one of the defined units, else the catalogue's (checked by the engine). */
export function resolveUnit(id: string, defined: readonly CustomUnit[] | undefined): ResolvedUnit {
  const custom = defined?.find((unit) => unit.id === id);
  if (custom === undefined) return { unit: id, scale: 1, exactScale: ONE };
  return { unit: custom.unit, scale: Number(custom.amount), exactScale: parseDecimal(custom.amount) ?? ONE, custom };
}
