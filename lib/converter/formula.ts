import { getCategory, getUnit, type NumberCategoryId } from '@/lib/units/catalogue';
import { convert } from '@/lib/units/convert';
import type { Rates } from '@/lib/units/currency';
import { compoundPartsOf } from '@/lib/units/compound';
import type { FuelUnitDef, NumericUnitDef, TemperatureUnitDef } from '@/lib/units/types';
import { consumptionOf } from '@/lib/units/fuel';
import { CONSTANT_DIGITS } from '@/lib/format/number';
import { hasUnits } from './units';

/**
 * How one unit becomes another, as a formula a person can follow. The constants are computed by
 * the engine from the same definitions the converter uses, so a formula never disagrees with it.
 */
export type Formula =
  /** to = from */
  | { readonly kind: 'identity' }
  /** to = from × constant, or to = from ÷ constant */
  | { readonly kind: 'scale'; readonly operator: 'multiply' | 'divide'; readonly constant: number }
  /** to = (from − subtract) × num/den + add; temperature scales have different zero points */
  | {
      readonly kind: 'affine';
      readonly subtract: number;
      readonly ratio: readonly [num: number, den: number] | null;
      readonly add: number;
    }
  /** to = constant ÷ from; fuel consumption and economy are reciprocal */
  | { readonly kind: 'reciprocal'; readonly constant: number }
  /** digits read in one base and written in another */
  | { readonly kind: 'bases'; readonly fromRadix: number; readonly toRadix: number };

/** Whether a constant shows exactly with CONSTANT_DIGITS significant digits (2.54, not 0.3937007874). */
function showsExactly(value: number): boolean {
  return Number(value.toPrecision(CONSTANT_DIGITS)) === value;
}

/**
 * × or ÷, whichever shows an exact constant (cm→in "÷ 2.54" rather than "× 0.3937007874"); when both
 * or neither do, the one whose constant is at least 1 (m→km "÷ 1000", h→min "× 60").
 */
function scaleFormula(factor: number, inverse: number): Formula {
  const multiply = { kind: 'scale', operator: 'multiply', constant: factor } as const;
  const divide = { kind: 'scale', operator: 'divide', constant: inverse } as const;
  const exactMultiply = showsExactly(factor);
  const exactDivide = showsExactly(inverse);
  if (exactMultiply !== exactDivide) return exactMultiply ? multiply : divide;
  return factor >= 1 ? multiply : divide;
}

/** A ratio of small whole numbers (1.8 → 9/5), or null when it is 1. */
function smallFraction(value: number): readonly [number, number] | null {
  if (Math.abs(value - 1) < 1e-12) return null;
  for (let den = 1; den <= 12; den++) {
    const num = Math.round(value * den);
    if (Math.abs(num / den - value) < 1e-12) return [num, den];
  }
  return [value, 1];
}

function temperatureFormula(from: TemperatureUnitDef, to: TemperatureUnitDef): Formula {
  const ratio = smallFraction(to.scale / from.scale);
  if (ratio !== null) return { kind: 'affine', subtract: from.zero, ratio, add: to.zero };
  // Degrees of one size differ by one offset: "°F = °R − 459.67", not "°F = °R − 491.67 + 32".
  const offset = Number((to.zero - from.zero).toFixed(12));
  return { kind: 'affine', subtract: offset < 0 ? -offset : 0, ratio: null, add: offset > 0 ? offset : 0 };
}

function fuelFormula(from: FuelUnitDef, to: FuelUnitDef): Formula {
  if (from.reciprocal !== null && to.reciprocal !== null) {
    return scaleFormula(to.reciprocal / from.reciprocal, from.reciprocal / to.reciprocal);
  }
  const [consumesFrom, consumesTo] = [consumptionOf(from), consumptionOf(to)];
  if (consumesFrom !== undefined && consumesTo !== undefined) return scaleFormula(consumesFrom / consumesTo, consumesTo / consumesFrom);
  return { kind: 'reciprocal', constant: (from.reciprocal ?? to.reciprocal ?? 1) / (consumesFrom ?? consumesTo ?? 1) };
}

/**
 * The formula from one unit to another of a category, or undefined for an unknown category or unit.
 * Currency needs the rates the converter uses (a missing rate counts as 1, as there).
 */
export function formulaOf(category: string, from: string, to: string, rates?: Rates): Formula | undefined {
  const found = getCategory(category);
  if (found === undefined || !hasUnits(found.id, from, to)) return undefined;
  if (from === to) return { kind: 'identity' };
  switch (found.kind) {
    case 'temperature':
      return temperatureFormula(getUnit(found.id, from) as TemperatureUnitDef, getUnit(found.id, to) as TemperatureUnitDef);
    case 'fuel':
      return fuelFormula(getUnit(found.id, from) as FuelUnitDef, getUnit(found.id, to) as FuelUnitDef);
    case 'table':
      // A size chart has no formula: a size is read off its row.
      return undefined;
    case 'numeric':
      return {
        kind: 'bases',
        fromRadix: (getUnit(found.id, from) as NumericUnitDef).radix,
        toRadix: (getUnit(found.id, to) as NumericUnitDef).radix,
      };
    default: {
      const id = found.id as Exclude<NumberCategoryId, 'temperature' | 'fuel'>;
      return scaleFormula(convert(id, from, to, 1, { rates }), convert(id, to, from, 1, { rates }));
    }
  }
}

/**
 * The unit a formula names for `unit`: a compound unit's larger part, in which its value is counted
 * (ft for feet and inches, so "ft = cm ÷ 30.48"); any other unit itself.
 */
export function formulaUnitOf(category: string, unit: string): string {
  return compoundPartsOf(category, unit)?.major ?? unit;
}

/**
 * The formula as one line with unit symbols as its variables ("in = cm ÷ 2.54",
 * "°F = °C × 9/5 + 32"); `number` writes constants in the reader's locale. Null for number bases,
 * which need words rather than arithmetic.
 */
export function formulaExpression(
  formula: Formula,
  symbols: { readonly from: string; readonly to: string },
  number: (value: number) => string,
): string | null {
  const { from, to } = symbols;
  switch (formula.kind) {
    case 'identity':
      return `${to} = ${from}`;
    case 'scale':
      return `${to} = ${from} ${formula.operator === 'multiply' ? '×' : '÷'} ${number(formula.constant)}`;
    case 'reciprocal':
      return `${to} = ${number(formula.constant)} ÷ ${from}`;
    case 'affine': {
      const { subtract, ratio, add } = formula;
      let expression = from;
      if (subtract !== 0) expression = `${from} − ${number(subtract)}`;
      if (ratio !== null) {
        const fraction = ratio[1] === 1 ? number(ratio[0]) : `${ratio[0]}/${ratio[1]}`;
        expression = `${subtract !== 0 ? `(${expression})` : expression} × ${fraction}`;
      }
      if (add !== 0) expression = `${expression} + ${number(add)}`;
      return `${to} = ${expression}`;
    }
    case 'bases':
      return null;
  }
}
