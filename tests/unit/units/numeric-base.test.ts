import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertBase, formatInBase, getCategory, InvalidDigitsError, parseInBase } from '@/lib/units';

const numeric = getCategory('numeric');
const base = (id: 'bin' | 'oct' | 'dec' | 'hex') => numeric.units.find((unit) => unit.id === id)!;

describe('parseInBase reads text in the source base', () => {
  it.each([
    ['hex', 'ff', 255n],
    ['hex', 'FF', 255n],
    ['hex', 'fF', 255n],
    ['hex', '0xff', 255n],
    ['hex', '0XFF', 255n],
    ['bin', '0b101', 5n],
    ['oct', '0o17', 15n],
    ['dec', '-42', -42n],
    ['dec', '+42', 42n],
    ['bin', '  -101  ', -5n],
    ['hex', '-0', 0n],
    ['dec', '000123', 123n],
    ['dec', '123456789012345678901234567890', 123456789012345678901234567890n],
  ] as const)('reads %s %j as %s', (id, text, expected) => {
    expect(parseInBase(text, base(id))).toBe(expected);
  });

  it.each([
    ['bin', '2'],
    ['bin', '0x1'],
    ['oct', '8'],
    ['dec', '1a'],
    ['dec', '1.5'],
    ['dec', '1e3'],
    ['hex', 'g'],
    ['hex', '0b1g'],
    ['hex', ''],
    ['hex', '-'],
    ['hex', '0x'],
    ['dec', '--1'],
    ['dec', '1 000'],
  ] as const)('rejects %s %j with an error naming the base', (id, text) => {
    expect(() => parseInBase(text, base(id))).toThrow(InvalidDigitsError);
    expect(() => parseInBase(text, base(id))).toThrow(`base ${base(id).radix}`);
  });

  it('reads a hex prefix-free "0b1" as hex digits, not as a binary prefix', () => {
    expect(parseInBase('0b1', base('hex'))).toBe(0xb1n);
  });
});

describe('formatInBase', () => {
  it('writes hex digits in upper case and no prefix', () => {
    expect(formatInBase(255n, base('hex'))).toBe('FF');
    expect(formatInBase(-255n, base('hex'))).toBe('-FF');
    expect(formatInBase(5n, base('bin'))).toBe('101');
  });

  it.each(['bin', 'oct', 'dec', 'hex'] as const)('is undone by parseInBase in %s for any integer', (id) => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 512n), max: 2n ** 512n }), (n) => {
        expect(parseInBase(formatInBase(n, base(id)), base(id))).toBe(n);
      }),
    );
  });
});

describe('convertBase', () => {
  it('agrees with formatInBase for any integer and any two bases, whatever the letter case', () => {
    const ids = ['bin', 'oct', 'dec', 'hex'] as const;
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 70n }), fc.constantFrom(...ids), fc.constantFrom(...ids), (n, from, to) => {
        fc.pre(from !== to); // the same base returns the text as typed, tested in laws.test.ts
        const text = formatInBase(n, base(from));
        expect(convertBase(from, to, text)).toBe(formatInBase(n, base(to)));
        expect(convertBase(from, to, text.toLowerCase())).toBe(formatInBase(n, base(to)));
      }),
      { numRuns: 2000 },
    );
  });

  it('converts integers around 2^53, where doubles stop being exact, exactly', () => {
    for (const n of [2n ** 53n - 1n, 2n ** 53n, 2n ** 53n + 1n, 10n ** 15n - 1n, 10n ** 15n, 16n ** 13n - 1n, 16n ** 13n]) {
      expect(convertBase('dec', 'hex', n.toString())).toBe(n.toString(16).toUpperCase());
      expect(convertBase('hex', 'dec', n.toString(16))).toBe(n.toString());
      expect(convertBase('bin', 'oct', n.toString(2))).toBe(n.toString(8));
    }
  });
});
