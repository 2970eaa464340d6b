import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { unitIdsIn } from '@/lib/converter/card-units';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { pickUnits } from '@/lib/converter/pick-units';
import { categoryIds, unitIdsOf } from '@/lib/units/catalogue';
import { unitSymbol } from '@/lib/units/symbols';

describe("a card's units, as its page hands them over", () => {
  it("list the category's units in the catalogue's order, each with its symbol in the page's language", () => {
    for (const locale of locales) {
      for (const category of categoryIds) {
        const units = cardUnitsOf(category, locale)!;
        expect(units.category).toBe(category);
        expect(unitIdsIn(units)).toEqual(unitIdsOf(category));
        for (const unit of units.units) expect(unit.symbol).toBe(unitSymbol(category, unit.id, locale));
      }
    }
    expect(cardUnitsOf('power', 'de')!.units.find((unit) => unit.id === 'hp')!.symbol).toBe('PS');
  });

  it('are none for a category that does not exist (ids come from URLs)', () => {
    expect(cardUnitsOf('colour', 'en')).toBeUndefined();
    expect(cardUnitsOf('__proto__', 'en')).toBeUndefined();
  });
});

describe('pickUnits, from a list of unit ids', () => {
  it('takes the route, else what was stored, else the first two, each side on its own', () => {
    const ids = ['mm', 'cm', 'in'];
    expect(pickUnits(ids)).toEqual({ from: 'mm', to: 'cm' });
    expect(pickUnits(ids, { route: { from: 'in' }, stored: { from: 'cm', to: 'in' } })).toEqual({ from: 'in', to: 'in' });
    expect(pickUnits(ids, { route: { to: 'kg' }, stored: { from: 'lb' } })).toEqual({ from: 'mm', to: 'cm' });
  });

  it('always answers ids of the list, whatever the route and storage hold', () => {
    const anything = fc.option(fc.oneof(fc.string(), fc.constantFrom('mm', 'cm', 'in', 'toString', '__proto__')), { nil: undefined });
    const ids = ['mm', 'cm', 'in'];
    fc.assert(
      fc.property(anything, anything, anything, anything, (rf, rt, sf, st) => {
        const units = pickUnits(ids, { route: { from: rf, to: rt }, stored: { from: sf, to: st } });
        expect(ids).toContain(units.from);
        expect(ids).toContain(units.to);
      }),
    );
  });
});
