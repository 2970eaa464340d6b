import { describe, expect, it } from 'vitest';
import { convert } from '@/lib/units';

/** |actual − expected| within `relative` of the expected magnitude (or absolute near zero). */
function expectClose(actual: number, expected: number, relative = 1e-12): void {
  const tolerance = relative * Math.max(Math.abs(expected), 1e-300);
  expect(Math.abs(actual - expected), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

describe('linear conversions give the defined values exactly where the definitions are exact', () => {
  it.each([
    ['length', 'in', 'cm', 1, 2.54],
    ['length', 'mi', 'km', 1, 1.609344],
    ['length', 'ft', 'in', 1, 12],
    ['length', 'yd', 'ft', 1, 3],
    ['length', 'cm', 'in', 2.54, 1],
    ['weight', 'lb', 'kg', 1, 0.45359237],
    ['weight', 'st', 'lb', 1, 14],
    ['weight', 'lb', 'oz', 1, 16],
    ['weight', 'g', 'mg', 1, 1000],
    ['volume', 'gal_us', 'l', 1, 3.785411784],
    ['volume', 'gal_us', 'cup_us', 1, 16],
    ['volume', 'cup_us', 'fl_oz_us', 1, 8],
    ['volume', 'tbsp', 'tsp', 1, 3],
    ['volume', 'gal_uk', 'fl_oz_uk', 1, 160],
    ['area', 'ha', 'm2', 1, 10000],
    ['area', 'ac', 'ft2', 1, 43560],
    ['area', 'ft2', 'in2', 1, 144],
    ['area', 'km2', 'ha', 1, 100],
    ['speed', 'mph', 'kmh', 60, 96.56064],
    ['speed', 'knot', 'kmh', 1, 1.852],
    ['speed', 'kmh', 'ms', 36, 10],
    ['speed', 'ms', 'kmh', 1, 3.6],
    ['time', 'year', 'day', 1, 365.2425],
    ['time', 'month', 'day', 1, 30.436875],
    ['time', 'week', 'hr', 1, 168],
    ['time', 's', 'ns', 1, 1e9],
    ['pressure', 'bar', 'kpa', 1, 100],
    ['pressure', 'atm', 'pa', 1, 101325],
    ['pressure', 'psi', 'pa', 1, 6894.757293168361],
    ['energy', 'kcal', 'j', 1, 4184],
    ['energy', 'kwh', 'kj', 1, 3600],
    ['energy', 'btu', 'j', 1, 1055.05585262],
    ['power', 'hp', 'w', 1, 735.49875],
    ['power', 'kw', 'w', 1, 1000],
    ['power', 'btuh', 'w', 3600, 1055.05585262],
    ['force', 'lbf', 'n', 1, 4.4482216152605],
    ['force', 'kgf', 'n', 1, 9.80665],
    ['force', 'kgf', 'n', 2, 19.6133],
    ['angle', 'grad', 'deg', 400, 360],
    ['angle', 'deg', 'grad', 90, 100],
    ['angle', 'deg', 'rad', 180, Math.PI],
    ['angle', 'rad', 'deg', Math.PI, 180],
    ['data', 'kb', 'bit', 1, 8192],
    ['data', 'gb', 'mb', 1, 1024],
    ['data', 'tb', 'byte', 1, 1099511627776],
    ['data', 'mb', 'gb', 1536, 1.5],
  ] as const)('converts %s: %s %s to %s as exactly %s', (category, from, to, value, expected) => {
    expect(convert(category, from, to, value)).toBe(expected);
  });
});

describe('conversions whose results are not exact decimals land within 1e-12', () => {
  it.each([
    ['length', 'cm', 'in', 100, 39.37007874015748],
    ['weight', 'kg', 'lb', 1, 2.2046226218487757],
    ['pressure', 'atm', 'psi', 1, 14.695948775513449],
    ['energy', 'kwh', 'kcal', 1, 860.4206500956023],
    ['power', 'kw', 'hp', 1, 1.3596216173039043],
    ['power', 'btuh', 'w', 1, 1055.05585262 / 3600],
    ['force', 'kgf', 'lbf', 1, 2.2046226218487757],
    ['angle', 'rad', 'deg', 1, 57.29577951308232],
    ['speed', 'mph', 'fts', 1, 22 / 15],
  ] as const)('converts %s: %s %s to %s as %s', (category, from, to, value, expected) => {
    expectClose(convert(category, from, to, value), expected);
  });

  it('converts 1 atm to 760.000 mmHg at 3 decimals (759.99989 mmHg: mmHg is not quite the torr)', () => {
    expect(convert('pressure', 'atm', 'mmhg', 1).toFixed(3)).toBe('760.000');
  });
});

describe('temperature converts through Celsius', () => {
  it.each([
    ['c', 'f', 100, 212],
    ['f', 'c', 212, 100],
    ['k', 'c', 0, -273.15],
    ['c', 'k', 0, 273.15],
    ['f', 'c', 32, 0],
    ['c', 'f', -40, -40],
    ['f', 'k', -459.67, 0],
    ['k', 'f', 0, -459.67],
    ['c', 'f', 37, 98.6],
  ] as const)('converts %s %s to %s as %s', (from, to, value, expected) => {
    expectClose(convert('temperature', from, to, value), expected, 1e-14);
  });

  it('gives exactly 0, not rounding noise, where a scale crosses zero (−459.67 °F in K)', () => {
    // Without snapping this is 273.15 − 273.15000000000003 = −5.7e−14.
    expect(convert('temperature', 'f', 'k', -459.67)).toBe(0);
    expect(convert('temperature', 'k', 'f', convert('temperature', 'f', 'k', 0))).toBe(0);
  });

  it('keeps real temperatures near zero that are far above rounding noise', () => {
    expectClose(convert('temperature', 'f', 'c', 32.00000001), 0.00000001 / 1.8, 1e-6);
    expectClose(convert('temperature', 'c', 'k', -273.1499999), 0.0000001, 1e-6);
  });
});

describe('fuel converts through L/100 km with the exact constants', () => {
  it('converts 10 L/100 km to 23.5214583 mpg (US) to 7 decimals', () => {
    expect(convert('fuel', 'l100km', 'mpg_us', 10).toFixed(7)).toBe('23.5214583');
  });

  it('uses 100 × 3.785411784 / 1.609344 and 100 × 4.54609 / 1.609344 as the reciprocals', () => {
    expect(convert('fuel', 'mpg_us', 'l100km', 1)).toBe((100 * 3.785411784) / 1.609344);
    expect(convert('fuel', 'mpg_uk', 'l100km', 1)).toBe((100 * 4.54609) / 1.609344);
    expect(convert('fuel', 'l100km', 'mpg_uk', 10).toFixed(7)).toBe('28.2480936');
  });

  it.each([
    ['l100km', 'kml', 5, 20],
    ['kml', 'l100km', 20, 5],
    ['mpg_us', 'mpg_uk', 1, 4.54609 / 3.785411784],
    ['mpg_us', 'l100km', 30, 235.2145833333333 / 30],
  ] as const)('converts %s %s to %s as %s', (from, to, value, expected) => {
    expectClose(convert('fuel', from, to, value), expected);
  });
});

describe('number bases convert integers of any size exactly', () => {
  it.each([
    ['hex', 'dec', 'ff', '255'],
    ['dec', 'hex', '255', 'FF'],
    ['bin', 'dec', '1010', '10'],
    ['oct', 'dec', '777', '511'],
    ['hex', 'bin', '-F0', '-11110000'],
    ['dec', 'hex', '1267650600228229401496703205376', '10000000000000000000000000'],
    ['hex', 'dec', 'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF', '340282366920938463463374607431768211455'],
  ] as const)('converts %s %s to %s as %s', (from, to, value, expected) => {
    expect(convert('numeric', from, to, value)).toBe(expected);
  });
});

describe('currency divides by the source rate and multiplies by the target rate', () => {
  const rates = { eur: 0.92, nok: 10.5, gbp: 0.79 };

  it.each([
    ['usd', 'eur', 100, 92],
    ['eur', 'usd', 92, 100],
    ['eur', 'nok', 92, 1050],
    ['gbp', 'eur', 79, 92],
  ] as const)('converts %s %s to %s as %s', (from, to, value, expected) => {
    expectClose(convert('currency', from, to, value, { rates }), expected);
  });

  it('counts a missing rate, and a rate that is not a positive number, as 1', () => {
    expect(convert('currency', 'usd', 'jpy', 100, { rates })).toBe(100);
    expect(convert('currency', 'usd', 'jpy', 100)).toBe(100);
    expect(convert('currency', 'usd', 'jpy', 100, { rates: { jpy: 0 } })).toBe(100);
    expect(convert('currency', 'usd', 'jpy', 100, { rates: { jpy: Number.NaN } })).toBe(100);
  });

  it('reads rates keyed by upper-case codes as well, as rate feeds send them', () => {
    expect(convert('currency', 'usd', 'eur', 100, { rates: { EUR: 0.5 } })).toBe(50);
  });

  it('uses the rates of each call, not those of the previous one', () => {
    expect(convert('currency', 'usd', 'eur', 10, { rates: { eur: 2 } })).toBe(20);
    expect(convert('currency', 'usd', 'eur', 10, { rates: { eur: 3 } })).toBe(30);
  });
});
