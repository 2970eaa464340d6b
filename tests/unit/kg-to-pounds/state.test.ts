import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialKgLbState, kgLbReducer, POUNDS_PER_KILOGRAM, type KgLbState } from '@/lib/kg-to-pounds';
import { readValue } from '@/lib/units';

const en = initialKgLbState('en');
const edit = (state: KgLbState, field: 'kg' | 'lb', text: string, locale: 'en' | 'de' = 'en') =>
  kgLbReducer(state, { type: 'edit', field, text, locale });

describe('the kilograms-to-pounds fields', () => {
  it('open on 1 kg and 2.205 lb, converting from kilograms', () => {
    expect(en).toEqual({ kg: '1', lb: '2.205', source: 'kg' });
    expect(initialKgLbState('de')).toEqual({ kg: '1', lb: '2,205', source: 'kg' });
  });

  it('convert kilograms to pounds when kilograms are edited, to six decimals', () => {
    expect(edit(en, 'kg', '10')).toEqual({ kg: '10', lb: '22.046226', source: 'kg' });
  });

  it('convert pounds to kilograms when pounds are edited', () => {
    expect(edit(en, 'lb', '1')).toEqual({ kg: '0.453592', lb: '1', source: 'lb' });
  });

  it("read and write the locale's decimal comma", () => {
    expect(edit(initialKgLbState('de'), 'kg', '1,5', 'de')).toEqual({ kg: '1,5', lb: '3,306934', source: 'kg' });
  });

  it("read fractions and pounds and ounces with the site's one value reader", () => {
    expect(edit(en, 'kg', '1 1/2')).toMatchObject({ lb: '3.306934' });
    expect(edit(en, 'lb', '2 lb 3 oz')).toMatchObject({ kg: '0.992233' });
    expect(edit(en, 'kg', '1/0')).toMatchObject({ lb: '2.205' });
  });

  it('do nothing to the other field when the text is not a number', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('kg' as const, 'lb' as const), (text, field) => {
        fc.pre(!readValue(text, 'en', { category: 'weight', unit: field }).ok);
        const next = edit(en, field, text);
        expect(next[field]).toBe(text);
        expect(next[field === 'kg' ? 'lb' : 'kg']).toBe(en[field === 'kg' ? 'lb' : 'kg']);
      }),
    );
    expect(edit(en, 'kg', '')).toEqual({ kg: '', lb: '2.205', source: 'kg' });
  });

  it('swap: the source value moves to the other field and is converted back, direction flipped', () => {
    const swapped = kgLbReducer(en, { type: 'swap', locale: 'en' });
    expect(swapped).toEqual({ kg: '0.453592', lb: '1', source: 'lb' });
    expect(kgLbReducer(swapped, { type: 'swap', locale: 'en' })).toEqual({ kg: '1', lb: '2.204623', source: 'kg' });
  });

  it('swap with text that is not a number only exchanges the two texts', () => {
    const typed = edit(en, 'kg', 'abc');
    expect(kgLbReducer(typed, { type: 'swap', locale: 'en' })).toEqual({ kg: '2.205', lb: 'abc', source: 'lb' });
  });

  it('quick conversions set the kilograms and convert them', () => {
    expect(kgLbReducer(en, { type: 'setKilograms', kilograms: 75, locale: 'en' })).toEqual({ kg: '75', lb: '165.346697', source: 'kg' });
  });

  it('always show pounds equal to kilograms × 2.2046226218 within the sixth decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (kilograms) => {
        const next = edit(en, 'kg', String(kilograms));
        expect(Math.abs(Number(next.lb) - kilograms * POUNDS_PER_KILOGRAM)).toBeLessThanOrEqual(5e-7 + 1e-9);
      }),
    );
  });
});
