import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatField,
  formatTablePounds,
  kilogramsToPounds,
  KILOGRAMS_PER_POUND,
  POUNDS_PER_KILOGRAM,
  poundsToKilograms,
  QUICK_KILOGRAMS,
  quickRows,
  roundTo,
  tableKilograms,
  tableRows,
} from '@/lib/kg-to-pounds';
import { convert, tryParseNumber } from '@/lib/units';

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

describe('roundTo', () => {
  it('rounds halves away from zero without binary noise', () => {
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(-1.0005, 3)).toBe(-1.001);
    expect(roundTo(2.2046226218487757, 3)).toBe(2.205);
    expect(roundTo(-0.0000001, 6)).toBe(0);
  });
});

describe('formatField', () => {
  it('writes at most six decimals with the locale\'s decimal sign and no grouping', () => {
    expect(formatField(2.2046226218, 'en', 6)).toBe('2.204623');
    expect(formatField(2.2046226218, 'de', 6)).toBe('2,204623');
    expect(formatField(1234.5, 'fr', 6)).toBe('1234,5');
    expect(formatField(-1.5, 'no', 6)).toBe('-1,5');
    expect(formatField(-0.0000001, 'en', 6)).toBe('0');
  });

  it('reads back as the number rounded to six decimals in every locale', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom('en', 'es', 'de', 'fr', 'no' as const),
        (value, locale) => {
          const read = tryParseNumber(formatField(value, locale, 6), locale);
          expect(read).toBeDefined();
          expect(Math.abs(read! - value)).toBeLessThanOrEqual(5e-7 + Math.abs(value) * 1e-15);
        },
      ),
    );
  });
});

describe('formatTablePounds', () => {
  it('always writes three decimals so the column lines up', () => {
    expect(formatTablePounds(176.37, 'en')).toBe('176.370');
    expect(formatTablePounds(2.2046226218, 'de')).toBe('2,205');
    expect(formatTablePounds(440.925, 'fr')).toBe('440,925');
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
    for (const row of tableRows()) {
      expect(row.pounds).toBe(roundTo(convert('weight', 'kg', 'lb', row.kilograms), 3));
      expect(Math.abs(row.pounds - row.kilograms * POUNDS_PER_KILOGRAM)).toBeLessThanOrEqual(0.0005);
    }
    expect(tableRows()[0]).toEqual({ kilograms: 1, pounds: 2.205 });
    expect(tableRows().at(-1)).toEqual({ kilograms: 200, pounds: 440.925 });
  });

  it('offers 1, 5, 10, 25, 50, 75, 100, 150 and 200 kg as quick conversions', () => {
    expect(quickRows().map((row) => row.kilograms)).toEqual([...QUICK_KILOGRAMS]);
    expect(quickRows().find((row) => row.kilograms === 100)?.pounds).toBe(220.462);
  });
});
