import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formulaExpression, formulaOf, formulaUnitOf, type Formula } from '@/lib/converter/panels';
import { formatConstant } from '@/lib/format/number';
import { categories, convert, getUnit, type CategoryId } from '@/lib/units';

function expression(category: CategoryId, from: string, to: string, locale: 'en' | 'de' = 'en'): string | null {
  const formula = formulaOf(category, from, to)!;
  const symbol = (unit: string) => getUnit(category, unit)!.symbol;
  return formulaExpression(formula, { from: symbol(from), to: symbol(to) }, (n) => formatConstant(n, locale));
}

/** Applies a formula the way a reader would, to check it against the engine. */
function apply(formula: Formula, x: number): number {
  switch (formula.kind) {
    case 'identity':
      return x;
    case 'scale':
      return formula.operator === 'multiply' ? x * formula.constant : x / formula.constant;
    case 'reciprocal':
      return formula.constant / x;
    case 'affine':
      return (x - formula.subtract) * (formula.ratio === null ? 1 : formula.ratio[0] / formula.ratio[1]) + formula.add;
    case 'bases':
      return Number.NaN;
  }
}

describe('formulaOf', () => {
  it('divides by an exact constant rather than multiplying by a rounded one', () => {
    expect(expression('length', 'cm', 'in')).toBe('in = cm ÷ 2.54');
    expect(expression('length', 'in', 'cm')).toBe('cm = in × 2.54');
    expect(expression('weight', 'kg', 'lb')).toBe('lb = kg ÷ 0.45359237');
    expect(expression('weight', 'lb', 'kg')).toBe('kg = lb × 0.45359237');
  });

  it('prefers a constant of at least 1 when both ways are exact', () => {
    expect(expression('length', 'm', 'km')).toBe('km = m ÷ 1,000');
    expect(expression('time', 'hr', 'min')).toBe('min = h × 60');
    expect(expression('time', 's', 'hr')).toBe('h = s ÷ 3,600');
  });

  it('writes temperature with its offsets and the 9/5 ratio', () => {
    expect(expression('temperature', 'c', 'f')).toBe('°F = °C × 9/5 + 32');
    expect(expression('temperature', 'f', 'c')).toBe('°C = (°F − 32) × 5/9');
    expect(expression('temperature', 'c', 'k')).toBe('K = °C + 273.15');
    expect(expression('temperature', 'k', 'c')).toBe('°C = K − 273.15');
    expect(expression('temperature', 'k', 'f', 'de')).toBe('°F = (K − 273,15) × 9/5 + 32');
  });

  it('writes scales whose degrees are the same size with one offset, as Rankine and Fahrenheit', () => {
    expect(expression('temperature', 'r', 'f')).toBe('°F = °R − 459.67');
    expect(expression('temperature', 'f', 'r')).toBe('°R = °F + 459.67');
  });

  it('writes fuel consumption and economy as reciprocals, with the exact constants', () => {
    expect(expression('fuel', 'l100km', 'kml')).toBe('km/L = 100 ÷ L/100 km');
    expect(expression('fuel', 'mpg_us', 'l100km')).toBe('L/100 km = 235.2145833 ÷ mpg (US)');
    expect(formulaOf('fuel', 'kml', 'mpg_us')).toMatchObject({ kind: 'scale' });
  });

  it('uses the rates for currency, and says the same unit stays the same', () => {
    expect(formulaOf('currency', 'usd', 'nok', { NOK: 10.5 })).toEqual({ kind: 'scale', operator: 'multiply', constant: 10.5 });
    expect(expression('length', 'cm', 'cm')).toBe('cm = cm');
  });

  it('describes number bases by their radixes, not with arithmetic', () => {
    const formula = formulaOf('numeric', 'bin', 'hex')!;
    expect(formula).toEqual({ kind: 'bases', fromRadix: 2, toRadix: 16 });
    expect(formulaExpression(formula, { from: 'bin', to: 'hex' }, String)).toBeNull();
  });

  it('is undefined for an unknown category or unit', () => {
    expect(formulaOf('colour', 'red', 'blue')).toBeUndefined();
    expect(formulaOf('length', 'cm', 'kg')).toBeUndefined();
  });

  it('agrees with the engine for every pair of units of every number category', () => {
    // Size charts have no formula (a row of a chart, not a measure), and most values are off them.
    const pairs = categories
      .filter((category) => category.id !== 'numeric' && category.kind !== 'table')
      .flatMap((category) => category.units.flatMap((a) => category.units.map((b) => [category.id, a.id, b.id] as const)));
    fc.assert(
      fc.property(fc.constantFrom(...pairs), fc.double({ min: 0.001, max: 1e6, noNaN: true }), ([category, from, to], x) => {
        const formula = formulaOf(category, from, to)!;
        const expected = convert(category as Exclude<CategoryId, 'numeric'>, from, to, x);
        expect(Math.abs(apply(formula, x) - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
      }),
    );
  });
});

describe('formulaUnitOf', () => {
  it('names a compound unit by its larger part, in which its value is counted', () => {
    expect(formulaUnitOf('length', 'ft_in')).toBe('ft');
    expect(formulaUnitOf('weight', 'st_lb')).toBe('st');
    expect(formulaUnitOf('weight', 'kg')).toBe('kg');
    expect(formulaUnitOf('colour', 'red')).toBe('red');
  });
});
