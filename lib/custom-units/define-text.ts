import type { CustomUnit } from './types';

/** One unit as a `define` value ("mug:350:ml"): the symbol only when it differs from the name. */
export function defineText(unit: CustomUnit): string {
  const base = `${unit.name}:${unit.amount}:${unit.unit}`;
  return unit.symbol === unit.name ? base : `${base}:${unit.symbol}`;
}
