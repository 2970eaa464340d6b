import { describe, expect, it } from 'vitest';
import { PLURAL_SUFFIX, resolveNumber } from '@/lib/content';
import { FAQ, FORMULA_VALUES, kgToPoundsContent, mentalEstimate } from '@/lib/kg-to-pounds';
import { convert, tryParseNumber } from '@/lib/units';
import { keysAt, locales, messageAt, placeholdersOf, render, typedDigits } from '../content/helpers';

const NS = 'KgToPounds';

describe('the kilograms-to-pounds FAQ and formula card', () => {
  it('ask exactly five questions', () => {
    expect(FAQ).toHaveLength(5);
    for (const locale of locales) expect(keysAt(locale, NS, 'faq'), locale).toEqual(FAQ.map((item) => item.id));
  });

  it.each(locales)('are written in %s with every placeholder filled and no number typed by hand', (locale) => {
    const content = kgToPoundsContent(locale);
    const messages = [
      ...(['definition', 'toPounds', 'toKilograms', 'example'] as const).map((key) => ({
        path: `formula.${key}`,
        values: content.formula,
      })),
      ...content.faq.flatMap((item) => ['question', 'answer'].map((part) => ({ path: `faq.${item.id}.${part}`, values: item.values }))),
    ];
    for (const { path, values } of messages) {
      const message = messageAt(locale, NS, path)!;
      for (const name of placeholdersOf(message)) expect(Object.keys(values), `${path} {${name}}`).toContain(name);
      expect(render(locale, NS, path, values), path).not.toMatch(/[{}]/);
      expect(typedDigits(message), `${locale} ${path}`).toEqual([]);
    }
    for (const item of content.faq) {
      const used = ['question', 'answer'].flatMap((part) => placeholdersOf(messageAt(locale, NS, `faq.${item.id}.${part}`)!));
      // Plural selectors ("factorPlural") are grammar a language may use, not values to show.
      const shown = Object.keys(item.values).filter((name) => !name.endsWith(PLURAL_SUFFIX));
      expect(used, item.id).toEqual(expect.arrayContaining(shown));
    }
  });

  it.each(locales)("state in %s the engine's numbers: 1 lb = 0.45359237 kg and the factor 2.2046226218", (locale) => {
    const { formula } = kgToPoundsContent(locale);
    expect(tryParseNumber(formula.kgPerLb!, locale)).toBe(0.45359237);
    expect(tryParseNumber(formula.factor!, locale)).toBe(2.2046226218);
    expect(tryParseNumber(formula.result!, locale)).toBeCloseTo(convert('weight', 'kg', 'lb', 70), 3);
    expect(resolveNumber(FORMULA_VALUES.result, 'weight')).toBe(convert('weight', 'kg', 'lb', 70));
  });

  it('estimates in the head within a percent of the exact pounds', () => {
    for (const kilograms of [1, 10, 80, 150]) {
      const { doubled, estimate } = mentalEstimate(kilograms);
      expect(doubled).toBe(kilograms * 2);
      expect(Math.abs(estimate - convert('weight', 'kg', 'lb', kilograms)) / estimate).toBeLessThan(0.01);
    }
  });
});
