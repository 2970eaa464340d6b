import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { presentResult, type ResultFormat } from '@/lib/format/answer';
import { DENOMINATORS } from '@/lib/format/ruler-fraction';
import { readValue, type ReadTarget } from '@/lib/units';

const inches = { category: 'length', unit: 'in' } as const;
const feetAndInches = { category: 'length', unit: 'ft_in' } as const;

function valueOf(text: string, locale: Locale, target: ReadTarget | string): number | string {
  const read = readValue(text, locale, target);
  return read.ok ? read.value : read.reason;
}

describe('the value reader', () => {
  it.each(locales)('reads fractions and mixed numbers in %s', (locale) => {
    expect(valueOf('1/2', locale, inches)).toBe(0.5);
    expect(valueOf('1 1/2', locale, inches)).toBe(1.5);
    expect(valueOf('1½', locale, inches)).toBe(1.5);
    expect(valueOf('1 ½', locale, inches)).toBe(1.5);
    expect(valueOf('-3/4', locale, inches)).toBe(-0.75);
    expect(valueOf('−1 1/4', locale, inches)).toBe(-1.25);
    expect(valueOf('3⁄8', locale, inches)).toBe(0.375);
  });

  it('reads the locale decimal comma, as plain numbers always were', () => {
    expect(valueOf('1,5', 'de', inches)).toBe(1.5);
    expect(valueOf('1,5', 'fr', inches)).toBe(1.5);
    expect(valueOf('1,500', 'en', inches)).toBe(1500);
    expect(valueOf('1 500', 'fr', inches)).toBe(1500);
  });

  it('keeps a typed fraction exact, not its rounded double', () => {
    const read = readValue('1/3', 'en', inches);
    expect(read.ok && [read.exact.num, read.exact.den]).toEqual([1n, 3n]);
  });

  it.each([
    [`5'3"`, 5.25],
    ['5′ 3″', 5.25],
    ['5′3″', 5.25],
    [`5' 3''`, 5.25],
    ['5 ft 3 in', 5.25],
    ['5 ft 3 1/2 in', 5 + 3.5 / 12],
    ['5 feet 3 inches', 5.25],
    ['5 ft', 5],
    ['3 in', 0.25],
    ['5 ft 3', 5.25],
    [`5'3`, 5.25],
    ['-5 ft 3 in', -5.25],
    ['-0 ft 3 in', -0.25],
    ['5.25', 5.25],
  ])('reads %s in a feet-and-inches field as %d ft', (text, feet) => {
    expect(valueOf(text, 'en', feetAndInches)).toBeCloseTo(feet, 12);
  });

  it.each([
    ['es', '5 pies 3 pulgadas'],
    ['de', '5 Fuß 3 Zoll'],
    ['fr', '5 pieds 3 pouces'],
    ['no', '5 fot 3 tommer'],
    ['en', '5 FT 3 IN'],
  ] as const)('reads feet and inches in %s words: %s', (locale, text) => {
    expect(valueOf(text, locale, feetAndInches)).toBe(5.25);
  });

  it('reads pounds and ounces, stone and pounds, in every locale', () => {
    expect(valueOf('2 lb 3 oz', 'en', { category: 'weight', unit: 'lb_oz' })).toBe(2.1875);
    expect(valueOf('11 st 4 lb', 'en', { category: 'weight', unit: 'st_lb' })).toBeCloseTo(11 + 4 / 14, 14);
    expect(valueOf('2 libras 3 onzas', 'es', { category: 'weight', unit: 'lb_oz' })).toBe(2.1875);
    expect(valueOf('2 Pfund 3 Unzen', 'de', { category: 'weight', unit: 'lb_oz' })).toBe(2.1875);
    expect(valueOf('2 livres 3 onces', 'fr', { category: 'weight', unit: 'lb_oz' })).toBe(2.1875);
    expect(valueOf('2 pund 3 unser', 'no', { category: 'weight', unit: 'lb_oz' })).toBe(2.1875);
  });

  it('converts typed units into the field unit', () => {
    expect(valueOf('5 ft 3 in', 'en', { category: 'length', unit: 'cm' })).toBe(160.02);
    expect(valueOf('2 m', 'en', { category: 'length', unit: 'cm' })).toBe(200);
    expect(valueOf('20 °C', 'en', { category: 'temperature', unit: 'f' })).toBe(68);
  });

  it('names the unit it read when the field has none', () => {
    const read = readValue('5 ft 3 in', 'en', 'length');
    expect(read.ok && [read.value, read.unit]).toEqual([5.25, 'ft_in']);
    const plain = readValue('2 kg', 'en', 'weight');
    expect(plain.ok && [plain.value, plain.unit]).toEqual([2, 'kg']);
  });

  it.each([
    ['1/0', 'division-by-zero'],
    ['1//2', 'malformed'],
    ['1/2/3', 'malformed'],
    [`5'3'`, 'unit-order'],
    ['3 in 5 ft', 'unit-order'],
    ['5 ft -3 in', 'signed-part'],
    ['5 kg', 'wrong-category'],
    ['5 smoots', 'unknown-unit'],
    ['ft', 'malformed'],
    ['', 'empty'],
    ['1e999', 'out-of-range'],
    ['1.2.3', 'malformed'],
  ])('refuses %s (%s) without throwing', (text, reason) => {
    const read = readValue(text, 'en', feetAndInches);
    expect(read).toMatchObject({ ok: false, error: 'INVALID_NUMBER', reason });
    if (!read.ok) expect(read.message).not.toBe('');
  });

  it('refuses parts where values do not add up (temperature)', () => {
    expect(valueOf('20 °C 5 K', 'en', { category: 'temperature', unit: 'c' })).toBe('not-additive');
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.constantFrom(...locales), (text, locale) => {
        const read = readValue(text, locale, feetAndInches);
        expect(typeof read.ok).toBe('boolean');
      }),
    );
  });

  it('reads back any fraction it could be given: a/b is exactly a/b', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
        const read = readValue(`${a}/${b}`, 'en', inches);
        expect(read.ok).toBe(true);
        if (read.ok) expect(Number(read.exact.num) / Number(read.exact.den)).toBe(a / b);
      }),
    );
  });

  it('reads compound output back to the value within its precision', () => {
    const compounds = [
      ['length', 'ft_in', 12],
      ['weight', 'lb_oz', 16],
      ['weight', 'st_lb', 14],
    ] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...compounds),
        fc.double({ min: -10_000, max: 10_000, noNaN: true }),
        fc.constantFrom(...locales),
        fc.oneof(
          fc.constant<ResultFormat>({ kind: 'decimal' }),
          fc.integer({ min: 0, max: 6 }).map((precision): ResultFormat => ({ kind: 'decimal', precision })),
          fc.constantFrom(...DENOMINATORS).map((denominator): ResultFormat => ({ kind: 'fraction', denominator })),
        ),
        ([category, unit, per], value, locale, format) => {
          const shown = presentResult({ value, exact: null, category, unit, format, locale });
          const read = readValue(shown.text, locale, { category, unit });
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          // The smaller part is rounded to a step: half of it, in the larger unit.
          const step = format.kind === 'fraction' ? 1 / (format.denominator ?? 16) : 10 ** -(format.precision ?? 2);
          expect(Math.abs(read.value - value)).toBeLessThanOrEqual(step / 2 / per + 1e-9 * Math.max(1, Math.abs(value)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
