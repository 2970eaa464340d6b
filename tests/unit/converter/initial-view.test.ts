import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { DEFAULT_INPUT, initialUnits, startValueOf, viewKey } from '@/lib/converter';
import { loadConverterEngine, loadedConverterEngine } from '@/lib/converter/engine';
import { initialViewOf } from '@/lib/converter/initial-view';
import { converterView } from '@/lib/converter/result';
import { categoryIds, pairs } from '@/lib/units';
import { chartStartValue } from '@/lib/units/size-start';

describe("the server's first answer of a converter card", () => {
  it.each(categoryIds.filter((category) => category !== 'currency'))(
    'is the engine answer for %s’s first two units and 1, or a size chart’s middle size',
    (category) => {
      const units = initialUnits(category)!;
      const input = chartStartValue(category, units.from) ?? DEFAULT_INPUT;
      const request = { category, ...units, input, locale: 'de' as const };
      expect(initialViewOf({ category, locale: 'de' })).toEqual({ key: viewKey(request), view: converterView(request) });
      expect(converterView(request).state).toBe('result');
    },
  );

  it.each(
    pairs.filter((pair) => pair.category !== 'currency').flatMap((pair) => locales.map((locale) => [pair.id, locale, pair] as const)),
  )('is the answer %s in %s starts with', (_, locale, pair) => {
    const startValue = startValueOf(pair.id);
    const initial = initialViewOf({ category: pair.category, route: pair, startValue, locale })!;
    const input = startValue ?? chartStartValue(pair.category, pair.from) ?? DEFAULT_INPUT;
    const request = { category: pair.category, from: pair.from, to: pair.to, input, locale };
    expect(initial.key).toBe(viewKey(request));
    expect(initial.view).toEqual(converterView(request));
    expect(initial.view.state).toBe('result');
  });

  it('is not written for currency, whose answer waits for the day’s rates', () => {
    expect(initialViewOf({ category: 'currency', locale: 'en' })).toBeUndefined();
  });

  it('keeps the category’s first units when the route names units of another category', () => {
    expect(initialViewOf({ category: 'length', route: { from: 'kg', to: 'lb' }, locale: 'en' })!.key).toBe(
      viewKey({ category: 'length', ...initialUnits('length')!, input: DEFAULT_INPUT, locale: 'en' }),
    );
  });
});

describe('a converter request’s key', () => {
  const request = fc.record({
    category: fc.constantFrom('length', 'weight'),
    from: fc.constantFrom('cm', 'in', undefined),
    to: fc.constantFrom('m', 'ft', undefined),
    input: fc.string({ maxLength: 12 }),
    locale: fc.constantFrom(...locales),
    format: fc.constantFrom(undefined, { kind: 'decimal' as const, precision: 2 }, { kind: 'fraction' as const, denominator: 8 as const }),
  });

  it('is the same for the same request and differs when anything the answer depends on differs', () => {
    fc.assert(
      fc.property(request, request, (a, b) => {
        const same =
          a.category === b.category &&
          a.from === b.from &&
          a.to === b.to &&
          a.input === b.input &&
          a.locale === b.locale &&
          JSON.stringify(a.format ?? { kind: 'decimal' }) === JSON.stringify(b.format ?? { kind: 'decimal' });
        expect(viewKey(a) === viewKey(b)).toBe(same);
      }),
    );
  });

  it('reads a missing format as the default one, as the engine does', () => {
    const request = { category: 'length', from: 'cm', to: 'in', input: '2', locale: 'en' as const };
    expect(viewKey(request)).toBe(viewKey({ ...request, format: { kind: 'decimal' } }));
  });
});

describe('the conversion engine loader', () => {
  it('has no engine before the first load, then the one module every caller got', async () => {
    expect(loadedConverterEngine()).toBeUndefined();
    const [first, second] = await Promise.all([loadConverterEngine(), loadConverterEngine()]);
    expect(first).toBe(second);
    expect(await loadConverterEngine()).toBe(first);
    expect(loadedConverterEngine()).toBe(first);
    expect(first.converterView).toBe(converterView);
  });
});
