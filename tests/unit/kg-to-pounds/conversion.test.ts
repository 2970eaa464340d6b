import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatField, formatNumber, NUMBER_STYLES } from '@/lib/format/number';
import { roundTo } from '@/lib/format/round';
import {
  kilogramsToPounds,
  KILOGRAMS_PER_POUND,
  POUNDS_PER_KILOGRAM,
  poundsToKilograms,
  QUICK_KILOGRAMS,
  quickRows,
  kgLbTableRows,
  tableKilograms,
} from '@/lib/kg-to-pounds';
import { convert } from '@/lib/units';

describe('the kilogram and the pound', () => {
  it('defines the pound as exactly 0.45359237 kg, as the weight converter does', () => {
    expect(KILOGRAMS_PER_POUND).toBe(0.45359237);
    expect(poundsToKilograms(1)).toBe(convert('weight', 'lb', 'kg', 1));
  });

  it('shows the factor 2.2046226218 at ten decimals', () => {
    expect(roundTo(POUNDS_PER_KILOGRAM, 10)).toBe(2.2046226218);
    expect(formatField(POUNDS_PER_KILOGRAM, 'en', 10)).toBe('2.2046226218');
  });

  it('converts there and back to the same mass', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (kilograms) => {
        expect(poundsToKilograms(kilogramsToPounds(kilograms))).toBeCloseTo(kilograms, 6);
      }),
    );
  });
});

describe('pounds in the table', () => {
  it('always writes three decimals so the column lines up', () => {
    expect(formatNumber(176.37, 'en', NUMBER_STYLES.poundsColumn)).toBe('176.370');
    expect(formatNumber(2.2046226218, 'de', NUMBER_STYLES.poundsColumn)).toBe('2,205');
    expect(formatNumber(440.925, 'fr', NUMBER_STYLES.poundsColumn)).toBe('440,925');
  });
});

describe('the table and the quick conversions', () => {
  it('run 1 to 200 kg: by 1 below 10, by 5 from 10 to below 50, by 10 from 50', () => {
    const kilograms = tableKilograms();
    expect(kilograms[0]).toBe(1);
    expect(kilograms.at(-1)).toBe(200);
    for (let i = 1; i < kilograms.length; i++) {
      const previous = kilograms[i - 1]!;
      expect(kilograms[i]! - previous).toBe(previous < 10 ? 1 : previous < 50 ? 5 : 10);
    }
    expect(kilograms).toContain(9);
    expect(kilograms).toContain(45);
    expect(kilograms).toContain(50);
    expect(kilograms).not.toContain(55);
  });

  it('gives pounds to three decimals, computed by the engine', () => {
    for (const row of kgLbTableRows()) {
      expect(row.pounds).toBe(roundTo(convert('weight', 'kg', 'lb', row.kilograms), 3));
      expect(Math.abs(row.pounds - row.kilograms * POUNDS_PER_KILOGRAM)).toBeLessThanOrEqual(0.0005);
    }
    expect(kgLbTableRows()[0]).toEqual({ kilograms: 1, pounds: 2.205 });
    expect(kgLbTableRows().at(-1)).toEqual({ kilograms: 200, pounds: 440.925 });
  });

  it('offers 1, 5, 10, 25, 50, 75, 100, 150 and 200 kg as quick conversions', () => {
    expect(quickRows().map((row) => row.kilograms)).toEqual([...QUICK_KILOGRAMS]);
    expect(quickRows().find((row) => row.kilograms === 100)?.pounds).toBe(220.462);
  });
});
