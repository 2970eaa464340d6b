import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialUnits } from '@/lib/converter';
import { categories, categoryIds, isUnitOf, unitIdsOf } from '@/lib/units';

describe('initialUnits when the category or page changes', () => {
  it('starts with the first unit as from and the second as to when nothing else is known', () => {
    expect(initialUnits('length')).toEqual({ from: 'mm', to: 'cm' });
    expect(initialUnits('temperature')).toEqual({ from: 'c', to: 'f' });
    expect(initialUnits('currency')).toEqual({ from: 'usd', to: 'eur' });
  });

  it('uses the units named by the route before anything stored', () => {
    expect(initialUnits('length', { route: { from: 'cm', to: 'in' }, stored: { from: 'km', to: 'mi' } })).toEqual({
      from: 'cm',
      to: 'in',
    });
  });

  it('falls back to the units stored for the category when the route names none', () => {
    expect(initialUnits('weight', { stored: { from: 'lb', to: 'kg' } })).toEqual({ from: 'lb', to: 'kg' });
  });

  it('decides each side on its own: a valid route unit, then a valid stored one, then the default', () => {
    expect(initialUnits('length', { route: { from: 'ft' }, stored: { to: 'yd' } })).toEqual({ from: 'ft', to: 'yd' });
    expect(initialUnits('length', { route: { to: 'mi' }, stored: { from: 'bogus' } })).toEqual({ from: 'mm', to: 'mi' });
  });

  it('ignores units of another category, even when the id exists there (ms is speed and time)', () => {
    expect(initialUnits('length', { route: { from: 'kg', to: 'lb' } })).toEqual({ from: 'mm', to: 'cm' });
    expect(initialUnits('speed', { route: { from: 'ms', to: 'ns' } })).toEqual({ from: 'ms', to: 'kmh' });
  });

  it('is undefined for a category that does not exist', () => {
    expect(initialUnits('colour')).toBeUndefined();
    expect(initialUnits('__proto__')).toBeUndefined();
  });

  it('always answers units of the category, whatever the route and storage hold', () => {
    const anything = fc.option(fc.oneof(fc.string(), fc.constantFrom(...categories.flatMap((c) => unitIdsOf(c.id)))), {
      nil: undefined,
    });
    fc.assert(
      fc.property(fc.constantFrom(...categoryIds), anything, anything, anything, anything, (category, rf, rt, sf, st) => {
        const units = initialUnits(category, { route: { from: rf, to: rt }, stored: { from: sf, to: st } });
        expect(isUnitOf(category, units?.from)).toBe(true);
        expect(isUnitOf(category, units?.to)).toBe(true);
      }),
    );
  });
});
