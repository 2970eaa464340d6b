import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDefines, type CustomUnit } from '@/lib/custom-units';
import { convertInput } from '@/lib/units';

function units(category: string, ...texts: string[]): readonly CustomUnit[] {
  const read = readDefines(category, texts);
  if (!read.ok) throw new Error(read.message);
  return read.units;
}

describe('converting with units of the visitor’s own', () => {
  const mug = units('volume', 'mug:350:ml');

  it('converts 3 mugs to 1.05 liters, exactly', () => {
    const result = convertInput({ category: 'volume', from: 'mug', to: 'l', input: '3', defined: mug });
    expect(result).toMatchObject({ ok: true, result: 1.05, plain: '1.05', exact: true });
  });

  it('converts into a custom unit: 1 liter is about 2.857 mugs, not exact', () => {
    const result = convertInput({ category: 'volume', from: 'l', to: 'mug', input: '1', defined: mug });
    expect(result).toMatchObject({ ok: true, exact: false, approximate: true });
    expect(result.ok && (result.result as number)).toBeCloseTo(2.857142857, 8);
  });

  it('converts between two custom units through their bases', () => {
    const defined = units('length', 'stride:0.78:m', 'span:4:in');
    const result = convertInput({ category: 'length', from: 'stride', to: 'span', input: '1', defined });
    expect(result.ok && (result.result as number)).toBeCloseTo(0.78 / 0.1016, 10);
  });

  it('reads the value in the locale of the page', () => {
    const result = convertInput({ category: 'volume', from: 'mug', to: 'ml', input: '1,5', locale: 'de', defined: mug });
    expect(result).toMatchObject({ ok: true, result: 525, formatted: '525' });
  });

  it('names a custom unit no request defined as an unknown unit, listing the defined ones', () => {
    const result = convertInput({ category: 'volume', from: 'bowl', to: 'l', input: '1', defined: mug });
    expect(result).toMatchObject({ ok: false, error: 'UNIT_NOT_FOUND' });
    expect(result.ok === false && result.validOptions).toContain('mug');
  });

  it('leaves catalogue conversions exactly as they were', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const input = String(value);
        const plainResult = convertInput({ category: 'volume', from: 'cup_us', to: 'ml', input });
        const withDefined = convertInput({ category: 'volume', from: 'cup_us', to: 'ml', input, defined: mug });
        expect(withDefined).toEqual(plainResult);
      }),
    );
  });

  it('goes there and back: n mugs in liters and back are n mugs', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e9, noNaN: true }), (value) => {
        const there = convertInput({ category: 'volume', from: 'mug', to: 'l', input: String(value), defined: mug });
        if (there.ok !== true) throw new Error('no result');
        const back = convertInput({ category: 'volume', from: 'l', to: 'mug', input: String(there.result), defined: mug });
        expect(back.ok && (back.result as number)).toBeCloseTo(value, Math.max(0, 6 - Math.ceil(Math.log10(value + 1))));
      }),
    );
  });
});
