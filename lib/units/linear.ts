import { divideFractions, fractionOf, scalePlan } from './exact-ratio';
import { finite, identity, type NumberConverter } from './finite';
import type { LinearUnitDef } from './types';

/** value × factor(from) ÷ factor(to), with the ratio of the two factors reduced exactly first. */
export function linearConverter(from: LinearUnitDef, to: LinearUnitDef): NumberConverter {
  if (from.id === to.id) return identity;
  const fraction = divideFractions(fractionOf(from.factor, from.exact), fractionOf(to.factor, to.exact));
  const { multiplier, divisor } = scalePlan(fraction);
  const ratio = multiplier / divisor;
  return (x) => {
    const y = (x * multiplier) / divisor;
    // x × multiplier can overflow near Number.MAX_VALUE while the result itself still fits.
    return y - y === 0 ? y : finite(x, x * ratio);
  };
}
