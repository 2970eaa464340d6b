import { describe, expect, it } from 'vitest';
import { QUICK_CONVERSIONS, quickConversionsOf } from '@/lib/converter';
import { isUnitOf, type CategoryId } from '@/lib/units';

describe('quick conversions', () => {
  it('offers the presets: length cm→in and ft→m, weight kg→lb, temperature C→F, volume L→gal', () => {
    expect(quickConversionsOf('length')).toEqual([
      { from: 'cm', to: 'in' },
      { from: 'ft', to: 'm' },
    ]);
    expect(quickConversionsOf('weight')).toEqual([{ from: 'kg', to: 'lb' }]);
    expect(quickConversionsOf('temperature')).toEqual([{ from: 'c', to: 'f' }]);
    expect(quickConversionsOf('volume')).toEqual([{ from: 'l', to: 'gal_us' }]);
  });

  it('offers none in the other categories or for unknown ones', () => {
    expect(quickConversionsOf('currency')).toEqual([]);
    expect(quickConversionsOf('colour')).toEqual([]);
    expect(quickConversionsOf('toString')).toEqual([]);
  });

  it('names only units of their own category', () => {
    for (const [category, presets] of Object.entries(QUICK_CONVERSIONS)) {
      for (const preset of presets) {
        expect(isUnitOf(category as CategoryId, preset.from)).toBe(true);
        expect(isUnitOf(category as CategoryId, preset.to)).toBe(true);
      }
    }
  });
});
