import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categories, convert, formatInBase, getCategory, getConverter, isUnitsError, type Category } from '@/lib/units';

/** Values people convert: either sign, magnitudes 1e-100 to 1e100 (far from overflow and subnormals), and 0. */
const ordinaryValue = fc.oneof(
  fc.constant(0),
  fc.double({ min: -1e100, max: 1e100, noNaN: true }).filter((x) => x === 0 || Math.abs(x) >= 1e-100),
);
const positiveValue = fc.double({ min: 1e-100, max: 1e100, noNaN: true });

function orderedPairs(category: Category): [string, string][] {
  return category.units.flatMap((from) => category.units.map((to): [string, string] => [from.id, to.id]));
}

/** The largest magnitude a temperature round trip adds and removes again: the zero points. */
const TEMPERATURE_SCALE = Math.max(...getCategory('temperature').units.map((unit) => Math.abs(unit.zero)));

function expectRoundTrip(x: number, back: number, scale: number): void {
  expect(Math.abs(back - x)).toBeLessThanOrEqual(1e-12 * Math.max(Math.abs(x), scale));
}

describe('a → b → a gives the value back within 1e-12 relative, for every ordered pair of units', () => {
  // Size charts snap a value to the nearest row: their round trip holds on rows (size-chart.test.ts).
  const numberCategories = categories.filter(
    (category) => category.id !== 'numeric' && category.id !== 'currency' && category.kind !== 'table',
  );

  it.each(numberCategories.map((category) => [category.id, category] as const))('in %s', (id, category) => {
    const values = id === 'fuel' ? positiveValue : ordinaryValue;
    // Temperature adds and subtracts offsets: its error is relative to them, not to a tiny value.
    const scale = id === 'temperature' ? TEMPERATURE_SCALE : 0;
    for (const [from, to] of orderedPairs(category)) {
      fc.assert(
        fc.property(values, (x) => {
          const there = convert(id, from, to, x);
          expectRoundTrip(x, convert(id, to, from, there), scale);
        }),
        { numRuns: 60 },
      );
    }
  });

  it('in currency, for positive amounts and any positive rates', () => {
    const rate = fc.double({ min: 1e-6, max: 1e6, noNaN: true });
    for (const [from, to] of orderedPairs(getCategory('currency'))) {
      fc.assert(
        fc.property(positiveValue, rate, rate, (x, fromRate, toRate) => {
          const rates = { [from]: fromRate, [to]: toRate };
          const there = convert('currency', from, to, x, { rates });
          expectRoundTrip(x, convert('currency', to, from, there, { rates }), 0);
        }),
        { numRuns: 10 },
      );
    }
  });

  it('in numeric, exactly, for integers of any size', () => {
    const numeric = getCategory('numeric');
    for (const [from, to] of orderedPairs(numeric)) {
      const fromUnit = numeric.units.find((unit) => unit.id === from)!;
      fc.assert(
        fc.property(fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n }), (n) => {
          const text = formatInBase(n, fromUnit);
          expect(convert('numeric', to, from, convert('numeric', from, to, text))).toBe(text);
        }),
        { numRuns: 50 },
      );
    }
  });
});

describe('converting to the same unit returns the value unchanged', () => {
  // A size chart's same-unit conversion snaps to a row too (size-chart.test.ts).
  it.each(
    categories
      .filter((category) => category.id !== 'numeric' && category.kind !== 'table')
      .map((category) => [category.id, category] as const),
  )('in %s, for any finite number', (id, category) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...category.units.map((unit) => unit.id)),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (unit, x) => {
          expect(Object.is(convert(id, unit, unit, x, { rates: { eur: 0.9 } }), x)).toBe(true);
        },
      ),
    );
  });

  it('in numeric, as the very text typed (case, sign and leading zeros kept)', () => {
    for (const [unit, text] of [
      ['hex', '00fF'],
      ['bin', '-0101'],
      ['dec', '+42'],
      ['oct', '0o17'],
    ] as const) {
      expect(convert('numeric', unit, unit, text)).toBe(text);
    }
  });
});

describe('no conversion ever returns NaN or Infinity', () => {
  it.each(categories.filter((category) => category.id !== 'numeric').map((category) => [category.id, category] as const))(
    'in %s: a finite number or a typed error, whatever the input',
    (id, category) => {
      const pairs = orderedPairs(category);
      fc.assert(
        fc.property(fc.constantFrom(...pairs), fc.double(), ([from, to], x) => {
          try {
            expect(Number.isFinite(convert(id, from, to, x))).toBe(true);
          } catch (error) {
            expect(isUnitsError(error), String(error)).toBe(true);
          }
        }),
        { numRuns: 500 },
      );
    },
  );
});

describe('getConverter and convert agree', () => {
  it('for every pair of every number category', () => {
    for (const category of categories) {
      // Size charts take sizes on their chart (size-chart.test.ts).
      if (category.id === 'numeric' || category.kind === 'table') continue;
      for (const [from, to] of orderedPairs(category)) {
        const converter = getConverter(category.id, from, to, { rates: { eur: 0.9, nok: 11 } });
        fc.assert(
          fc.property(positiveValue, (x) => {
            expect(converter(x)).toBe(convert(category.id, from, to, x, { rates: { eur: 0.9, nok: 11 } }));
          }),
          { numRuns: 5 },
        );
      }
    }
  });

  it('for number bases, where the converter takes and returns text', () => {
    expect(getConverter('numeric', 'bin', 'hex')('11111111')).toBe('FF');
  });
});
