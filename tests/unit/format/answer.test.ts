import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { presentResult, type ResultFormat } from '@/lib/format/answer';
import { categories, convert, exactResult, readValue, type LinearUnitDef } from '@/lib/units';
import { parseDecimal, rational, type Rational } from '@/lib/units/rational';

function present(category: string, from: string, to: string, text: string, format?: ResultFormat, locale = 'en' as const) {
  const read = readValue(text, locale, { category, unit: from });
  if (!read.ok) throw new Error(read.message);
  const value = convert(category as never, from, to, read.value) as number;
  return presentResult({ value, exact: exactResult(category, from, to, read.exact), category, unit: to, format, locale });
}

describe('a presented result', () => {
  it('says exactly when the conversion is exact', () => {
    expect(present('length', 'in', 'cm', '1')).toMatchObject({ text: '2.54', exact: true, approximate: false });
    expect(present('length', 'ft', 'm', '1')).toMatchObject({ text: '0.3048', exact: true });
    expect(present('length', 'ft', 'in', '1/3')).toMatchObject({ text: '4', exact: true });
    expect(present('temperature', 'c', 'f', '37')).toMatchObject({ text: '98.6', exact: true });
    expect(present('weight', 'lb', 'kg', '1')).toMatchObject({ text: '0.453592', exact: false, approximate: true });
    expect(present('angle', 'deg', 'rad', '1')).toMatchObject({ exact: false, approximate: true });
    expect(present('angle', 'deg', 'rad', '0')).toMatchObject({ text: '0', exact: true });
  });

  it('answers compound units in their parts', () => {
    const decimal = present('length', 'cm', 'ft_in', '170');
    expect(decimal).toMatchObject({ text: '5 ft 6.93 in', approximate: true, exact: false });
    expect(decimal.parts?.[0]).toEqual({ unit: 'ft', value: 5 });
    expect(decimal.parts?.[1]?.unit).toBe('in');
    expect(decimal.parts?.[1]?.value).toBeCloseTo(6.929133858, 8);
    expect(present('length', 'cm', 'ft_in', '170', { kind: 'fraction', denominator: 16 }).text).toBe('5 ft 6 15/16 in');
    expect(present('length', 'cm', 'ft_in', '182.88')).toMatchObject({ text: '6 ft 0 in', exact: true });
    expect(present('length', 'cm', 'ft_in', '182.87').text).toBe('6 ft 0 in');
    expect(present('weight', 'kg', 'st_lb', '70').text).toBe('11 st 0.32 lb');
    expect(present('weight', 'kg', 'lb_oz', '1', undefined, 'en').text).toBe('2 lb 3.27 oz');
    expect(present('length', 'cm', 'ft_in', '170', undefined, 'de' as never).text).toBe('5 ft 6,93 in');
  });

  it('rounds to a chosen precision or to significant figures, which win', () => {
    expect(present('length', 'cm', 'in', '30', { kind: 'decimal', precision: 2 }).text).toBe('11.81');
    expect(present('length', 'cm', 'in', '30', { kind: 'decimal', precision: 0 }).text).toBe('12');
    expect(present('length', 'cm', 'in', '30', { kind: 'decimal', precision: 2, sig: 3 }).text).toBe('11.8');
    expect(present('length', 'mm', 'in', '300', { kind: 'fraction', denominator: 16 })).toMatchObject({
      text: '11 13/16',
      approximate: true,
    });
    expect(present('length', 'mm', 'in', '12.7', { kind: 'fraction' })).toMatchObject({ text: '1/2', exact: true });
  });
});

/** The factor of a linear unit as an exact rational, worked out here from the catalogue's text. */
function factorOf(unit: LinearUnitDef): Rational | undefined {
  if (unit.exact !== undefined) {
    const [top, bottom] = unit.exact.split('/');
    if (top === undefined || bottom === undefined || /pi/.test(unit.exact)) return undefined;
    const a = parseDecimal(top)!;
    const b = parseDecimal(bottom)!;
    return rational(a.num * b.den, a.den * b.num);
  }
  return parseDecimal(String(unit.factor));
}

describe('exact', () => {
  const linear = categories.flatMap((category) =>
    category.kind === 'linear' ? (category.units as readonly LinearUnitDef[]).map((unit) => [category.id, unit] as const) : [],
  );
  const pairs = linear.flatMap(([category, from]) =>
    linear.filter(([other]) => other === category).map(([, to]) => [category, from, to] as const),
  );

  it('is true exactly when the shown value equals the true value, for every linear pair', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...pairs),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.constantFrom(1, 10, 100, 1000),
        fc.oneof(
          fc.constant<ResultFormat>({ kind: 'decimal' }),
          fc.integer({ min: 0, max: 10 }).map((precision): ResultFormat => ({ kind: 'decimal', precision })),
          fc.integer({ min: 1, max: 15 }).map((sig): ResultFormat => ({ kind: 'decimal', sig })),
          fc.constantFrom(2, 4, 8, 16, 32, 64).map((denominator): ResultFormat => ({ kind: 'fraction', denominator })),
        ),
        ([category, from, to], units, scale, format) => {
          const a = factorOf(from);
          const b = factorOf(to);
          if (a === undefined || b === undefined || to.compound !== undefined) return;
          const text = String(units / scale);
          const shown = present(category, from.id, to.id, text, format);
          // The true value, independently: x × factor(from) ÷ factor(to).
          const x = parseDecimal(text)!;
          const truth = rational(x.num * a.num * b.den, x.den * a.den * b.num);
          const [whole, fraction] = shown.plain.includes('/') ? shown.plain.split(' ') : [shown.plain];
          let value: Rational;
          if (fraction === undefined && !shown.plain.includes('/')) value = parseDecimal(shown.plain)!;
          else {
            const part = (fraction ?? whole)!;
            const [n, d] = part.replace('-', '').split('/').map(BigInt) as [bigint, bigint];
            const wholePart = fraction === undefined ? 0n : BigInt(whole!.replace('-', ''));
            const magnitude = rational(wholePart * d + n, d);
            value = shown.plain.startsWith('-') ? rational(-magnitude.num, magnitude.den) : magnitude;
          }
          const same = value.num === truth.num && value.den === truth.den;
          expect(shown.exact).toBe(same);
          expect(shown.approximate).toBe(!same);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
