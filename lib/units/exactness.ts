import { getCategory, getUnit, type CategoryId } from './catalogue';
import { fractionOf, parseFraction } from './exact-ratio';
import { add, divide, multiply, rational, subtract, ZERO, type Rational } from './rational';

/**
 * The true result of a conversion as an exact rational, or null when no rational is it: currency
 * rates are measurements, and a ratio with π (degrees to radians) is irrational for any value
 * but 0. Every other factor, offset and reciprocal is an exact fraction in the catalogue, so
 * whether a shown result is exact is knowledge, not a guess.
 */
type ExactConverter = (value: Rational) => Rational | null;

const cache = new Map<string, ExactConverter | null>();

function termOf(text: string): Rational | null {
  const fraction = parseFraction(text);
  return fraction.pi === 0 ? rational(fraction.num, fraction.den) : null;
}

function linearFactor(unit: { readonly factor: number; readonly exact?: string }): { ratio: Rational; pi: number } {
  const fraction = fractionOf(unit.factor, unit.exact);
  return { ratio: rational(fraction.num, fraction.den), pi: fraction.pi };
}

function build(category: CategoryId, from: string, to: string): ExactConverter | null {
  const def = getCategory(category);
  const source = getUnit(category, from);
  const target = getUnit(category, to);
  if (source === undefined || target === undefined) return null;
  if (from === to) return (value) => value;
  switch (def.kind) {
    case 'linear': {
      const a = linearFactor(source as { factor: number; exact?: string });
      const b = linearFactor(target as { factor: number; exact?: string });
      const ratio = divide(a.ratio, b.ratio);
      if (a.pi !== b.pi) return (value) => (value.num === 0n ? ZERO : null);
      return (value) => multiply(value, ratio);
    }
    case 'temperature': {
      const s = source as { zero: number; scale: number };
      const t = target as { zero: number; scale: number };
      const [zeroFrom, zeroTo, scaleFrom, scaleTo] = [s.zero, t.zero, s.scale, t.scale].map((n) => termOf(String(n)));
      if (!zeroFrom || !zeroTo || !scaleFrom || !scaleTo) return null;
      const ratio = divide(scaleTo, scaleFrom);
      return (value) => add(multiply(subtract(value, zeroFrom), ratio), zeroTo);
    }
    case 'fuel': {
      const s = source as { reciprocal: number | null; exact?: string; consumption?: number };
      const t = target as { reciprocal: number | null; exact?: string; consumption?: number };
      // An economy unit's constant K (L/100 km = K ÷ value), or a consumption unit's size in L/100 km.
      const k = (unit: typeof s) => (unit.reciprocal === null ? null : termOf(unit.exact ?? String(unit.reciprocal)));
      const c = (unit: typeof s) => (unit.reciprocal === null ? termOf(String(unit.consumption ?? 1)) : null);
      const [kFrom, kTo, cFrom, cTo] = [k(s), k(t), c(s), c(t)];
      // Zero or less has no reciprocal (the engine refuses it); null keeps this total.
      if (cFrom !== null && cTo !== null) {
        const ratio = divide(cFrom, cTo);
        return (value) => (value.num > 0n ? multiply(value, ratio) : null);
      }
      if (kFrom !== null && kTo !== null) {
        const ratio = divide(kTo, kFrom);
        return (value) => (value.num > 0n ? multiply(value, ratio) : null);
      }
      const economy = kFrom ?? kTo;
      const consumption = cFrom ?? cTo;
      if (economy === null || consumption === null) return null;
      const constant = divide(economy, consumption);
      return (value) => (value.num > 0n ? divide(constant, value) : null);
    }
    default:
      return null;
  }
}

/** The exact conversion between two units, or null when results are never known exactly. */
function exactConverter(category: string, from: string, to: string): ExactConverter | null {
  const key = `${category}/${from}/${to}`;
  if (!cache.has(key)) {
    const def = getCategory(category);
    cache.set(key, def === undefined ? null : build(def.id, from, to));
  }
  return cache.get(key) ?? null;
}

/** The true result of converting the exact value, or null when it is not a known rational. */
export function exactResult(category: string, from: string, to: string, value: Rational): Rational | null {
  return exactConverter(category, from, to)?.(value) ?? null;
}
