import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOM_UNIT_LIMITS, defineText, readDefines } from '@/lib/custom-units';

describe('reading define parameters', () => {
  it('reads a mug of 350 ml as a volume unit named by its lower-case name', () => {
    const read = readDefines('volume', ['Mug:350:ml']);
    expect(read).toEqual({ ok: true, units: [{ id: 'mug', category: 'volume', name: 'Mug', symbol: 'Mug', amount: '350', unit: 'ml' }] });
  });

  it('reads several definitions, comma-separated or repeated, with an optional symbol', () => {
    const read = readDefines('length', ['stride:0.78:m:st,hand span:20:cm', 'Elle:0.6:m']);
    expect(read.ok && read.units.map((unit) => [unit.id, unit.symbol])).toEqual([
      ['stride', 'st'],
      ['hand-span', 'hand span'],
      ['elle', 'Elle'],
    ]);
  });

  it('reads names in every script the site speaks', () => {
    expect(readDefines('volume', ['Becher:0.3:l', 'tasse à café:80:ml', 'kopp:2.5:dl']).ok).toBe(true);
  });

  it.each([
    ['a zero amount', 'mug:0:ml', 'DEFINE_AMOUNT'],
    ['a huge amount', 'mug:1e300:ml', 'DEFINE_AMOUNT'],
    ['a negative amount', 'mug:-3:ml', 'DEFINE_AMOUNT'],
    ['an amount that is not a number', 'mug:NaN:ml', 'DEFINE_AMOUNT'],
    ['Infinity', 'mug:Infinity:ml', 'DEFINE_AMOUNT'],
    ['a unit of another category', 'mug:350:kg', 'DEFINE_UNIT'],
    ['a two-part unit', 'step:2:ft_in', 'DEFINE_UNIT'],
    ['script in the name', '<script>alert(1)</script>:1:ml', 'DEFINE_NAME'],
    ['__proto__', '__proto__:1:ml', 'DEFINE_NAME'],
    ['a 10,000-character name', `${'a'.repeat(10_000)}:1:ml`, 'DEFINE_SYNTAX'],
    ['a name of 41 letters', `${'a'.repeat(41)}:1:ml`, 'DEFINE_NAME'],
    ['a catalogue unit of the category', 'cl:200:ml', 'DEFINE_TAKEN'],
    ['the address word of a catalogue unit', 'liters:2:l', 'DEFINE_TAKEN'],
    ['a missing amount', 'mug::ml', 'DEFINE_AMOUNT'],
    ['too few parts', 'mug:350', 'DEFINE_SYNTAX'],
    ['too many parts', 'mug:350:ml:m:x', 'DEFINE_SYNTAX'],
    ['a symbol with a space', 'mug:350:ml:m g', 'DEFINE_SYMBOL'],
  ])('refuses %s with a clear message', (_, text, code) => {
    const read = readDefines('volume', [text]);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.code).toBe(code);
      expect(read.message.length).toBeLessThan(300);
    }
  });

  it('refuses a name defined twice in one request', () => {
    expect(readDefines('volume', ['mug:350:ml', 'Mug:300:ml'])).toMatchObject({ ok: false, code: 'DEFINE_TAKEN' });
  });

  it('refuses more definitions than a request may carry, before reading them', () => {
    const many = Array.from({ length: 1000 }, (_, i) => `u${i}:1:ml`).join(',');
    expect(readDefines('volume', [many])).toMatchObject({ ok: false, code: 'DEFINE_SYNTAX' });
    const six = Array.from({ length: CUSTOM_UNIT_LIMITS.perRequest + 1 }, (_, i) => `u${i}:1:ml`);
    expect(readDefines('volume', six)).toMatchObject({ ok: false, code: 'DEFINE_TOO_MANY' });
  });

  it('refuses categories that do not convert by a factor', () => {
    expect(readDefines('temperature', ['warm:20:c'])).toMatchObject({ ok: false, code: 'DEFINE_CATEGORY' });
    expect(readDefines('currency', ['buck:1:usd'])).toMatchObject({ ok: false, code: 'DEFINE_CATEGORY' });
  });

  it('writes a unit back as the definition it was read from', () => {
    for (const text of ['mug:350:ml', 'Scoop:30:g:sc']) {
      const category = text.endsWith('ml') ? 'volume' : 'weight';
      const read = readDefines(category, [text]);
      expect(read.ok && read.units.map(defineText)).toEqual([text]);
    }
  });

  it('never throws, whatever the parameters', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string({ maxLength: 80 }), { maxLength: 4 }), (category, parameters) => {
        const read = readDefines(category, parameters);
        expect(typeof read.ok).toBe('boolean');
      }),
    );
  });
});
