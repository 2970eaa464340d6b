import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressOf, addressQuery, MAX_ADDRESS_VALUE_LENGTH, readAddress } from '@/lib/converter';
import { converterView } from '@/lib/converter/result';
import { categoryIds, unitIdsOf } from '@/lib/units';

const CATEGORY = { fixedUnits: false };
const PAIR = { fixedUnits: true };
const LENGTH = unitIdsOf('length');

describe('readAddress: the converter preset in a page query', () => {
  it('reads from, to and value on a category page', () => {
    expect(readAddress('?from=ft_in&to=cm&value=5.25', LENGTH, CATEGORY)).toEqual({ from: 'ft_in', to: 'cm', value: '5.25' });
    expect(readAddress('from=ft_in&to=cm', LENGTH, CATEGORY)).toEqual({ from: 'ft_in', to: 'cm' });
  });

  it('reads only the value on a pair page', () => {
    expect(readAddress('?from=km&to=mi&value=30', LENGTH, PAIR)).toEqual({ value: '30' });
  });

  it('decodes values as they are typed: fractions, feet and inches, spaces written as +', () => {
    expect(readAddress('?value=1%201/2', LENGTH, PAIR)).toEqual({ value: '1 1/2' });
    expect(readAddress(`?value=${encodeURIComponent(`5'3"`)}`, LENGTH, PAIR)).toEqual({ value: `5'3"` });
    expect(readAddress('?value=5+ft+3+in', LENGTH, PAIR)).toEqual({ value: '5 ft 3 in' });
  });

  it('leaves out units that are not of the category, each on its own, and never throws', () => {
    expect(readAddress('?from=kg&to=cm', LENGTH, CATEGORY)).toEqual({ to: 'cm' });
    expect(readAddress('?from=cm&to=bogus&value=2', LENGTH, CATEGORY)).toEqual({ from: 'cm', value: '2' });
    expect(readAddress('?from=cm&to=in', [], CATEGORY)).toEqual({});
    // A broken escape decodes to a replacement character, which the converter then refuses.
    expect(readAddress('?value=%E0%A4%A', LENGTH, CATEGORY).value).toEqual(expect.any(String));
  });

  it('takes the first of repeated parameters, like URLSearchParams#get', () => {
    expect(readAddress('?value=3&value=4&from=cm&from=in', LENGTH, CATEGORY)).toEqual({ from: 'cm', value: '3' });
  });

  it('keeps bad values as text, so the converter says what it says when they are typed', () => {
    expect(readAddress('?value=abc', LENGTH, PAIR)).toEqual({ value: 'abc' });
    expect(readAddress('?value=1/0', LENGTH, PAIR)).toEqual({ value: '1/0' });
    const view = converterView({ category: 'length', from: 'cm', to: 'in', input: '1/0', locale: 'en' });
    expect(view).toEqual({ state: 'error', message: { key: 'invalidNumber' } });
    expect(readAddress('?value=', LENGTH, PAIR)).toEqual({ value: '' });
  });

  it('ignores values that are too long or span lines', () => {
    expect(readAddress(`?value=${'5'.repeat(MAX_ADDRESS_VALUE_LENGTH + 1)}`, LENGTH, PAIR)).toEqual({});
    expect(readAddress(`?value=${'5'.repeat(MAX_ADDRESS_VALUE_LENGTH)}`, LENGTH, PAIR).value).toHaveLength(MAX_ADDRESS_VALUE_LENGTH);
    expect(readAddress('?value=1%0A2', LENGTH, PAIR)).toEqual({});
  });
});

describe('addressQuery and addressOf: the page address of a converter state', () => {
  it('writes from, to and value on category pages, the value alone on pair pages', () => {
    expect(addressQuery({ from: 'ft_in', to: 'cm', input: '5.25' }, CATEGORY)).toBe('?from=ft_in&to=cm&value=5.25');
    expect(addressQuery({ from: 'cm', to: 'in', input: '1 1/2' }, PAIR)).toBe('?value=1+1%2F2');
    expect(addressQuery({ from: 'cm', to: 'in', input: 'x'.repeat(MAX_ADDRESS_VALUE_LENGTH + 1) }, PAIR)).toBe('');
  });

  it('keeps the origin, the path with its locale prefix and the fragment', () => {
    const location = { origin: 'https://unitly.example', pathname: '/de/convert/length/cm-to-inches', hash: '#faq' };
    expect(addressOf(location, { from: 'cm', to: 'in', input: '30' }, PAIR)).toBe(
      'https://unitly.example/de/convert/length/cm-to-inches?value=30#faq',
    );
    expect(
      addressOf({ origin: 'http://localhost:3000', pathname: '/category/length' }, { from: 'cm', to: 'in', input: '2' }, CATEGORY),
    ).toBe('http://localhost:3000/category/length?from=cm&to=in&value=2');
  });

  const categoryState = fc.constantFrom(...categoryIds).chain((category) =>
    fc.record({
      category: fc.constant(category),
      from: fc.constantFrom(...unitIdsOf(category)),
      to: fc.constantFrom(...unitIdsOf(category)),
      input: fc.string({ maxLength: MAX_ADDRESS_VALUE_LENGTH, unit: 'grapheme' }).filter((text) => !/[\r\n]/.test(text)),
    }),
  );

  it('reads back the value and units it writes (any category, units and one-line value)', () => {
    fc.assert(
      fc.property(categoryState, fc.boolean(), ({ category, from, to, input }, fixedUnits) => {
        const state = { from, to, input };
        const url = new URL(addressOf({ origin: 'https://unitly.example', pathname: `/category/${category}` }, state, { fixedUnits }));
        const preset = readAddress(url.search, unitIdsOf(category), { fixedUnits });
        expect(preset.value).toBe(input);
        if (fixedUnits) expect(preset).toEqual({ value: input });
        else expect(preset).toEqual({ from, to, value: input });
      }),
    );
  });
});
