import { describe, expect, it } from 'vitest';
import { categoryContent, categoryContentSpec, COMMON_DECIMALS, resolveNumber, type ContentValues } from '@/lib/content';
import { proseDecimals } from '@/lib/content/numbers';
import { MINUS_SIGN } from '@/lib/format/number';
import { categoryIds, convert, isUnitOf, tryParseNumber, unitSymbol, type CategoryId } from '@/lib/units';
import { keysAt, locales, messageAt, placeholdersOf, render, typedDigits, type Locale } from './helpers';

const NS = 'CategoryContent';

/** Every message of a category's content with the values that fill it. */
function messagesOf(category: CategoryId): { path: string; values: ContentValues }[] {
  const spec = categoryContentSpec(category);
  return [
    { path: `${category}.title`, values: {} },
    { path: `${category}.description`, values: spec.description },
    { path: `${category}.formulaTitle`, values: {} },
    ...spec.examples.flatMap((example) => [
      { path: `${category}.examples.${example.id}.formula`, values: example.values },
      { path: `${category}.examples.${example.id}.example`, values: example.values },
    ]),
    ...spec.faq.flatMap((item) => [
      { path: `${category}.faq.${item.id}.question`, values: item.values },
      { path: `${category}.faq.${item.id}.answer`, values: item.values },
    ]),
  ];
}

describe.each(categoryIds)('the %s content', (category) => {
  const spec = categoryContentSpec(category);

  it('has worked examples between units of the category, common conversions and at least 4 questions', () => {
    expect(spec.category).toBe(category);
    expect(spec.examples.length).toBeGreaterThanOrEqual(2);
    expect(spec.common.length).toBeGreaterThanOrEqual(1);
    expect(spec.faq.length).toBeGreaterThanOrEqual(4);
    for (const { from, to } of [...spec.examples, ...spec.common]) {
      expect(isUnitOf(category, from), from).toBe(true);
      expect(isUnitOf(category, to), to).toBe(true);
    }
  });

  it.each(locales)('is written in %s: every message is there, with exactly the examples and questions of the table', (locale) => {
    for (const { path } of messagesOf(category)) expect(messageAt(locale, NS, path)?.trim(), path).toBeTruthy();
    expect(keysAt(locale, NS, `${category}.examples`)).toEqual(spec.examples.map((example) => example.id));
    expect(keysAt(locale, NS, `${category}.faq`)).toEqual(spec.faq.map((item) => item.id));
  });

  it.each(locales)('fills every placeholder in %s and supplies no number that is not shown', (locale) => {
    for (const { path, values } of messagesOf(category)) {
      const used = placeholdersOf(messageAt(locale, NS, path)!);
      for (const name of used) expect(Object.keys(values), `${path} {${name}}`).toContain(name);
    }
    // A value must appear in at least one of the messages it belongs to (formula or example; question or answer).
    const groups = [
      { paths: [`${category}.description`], values: spec.description },
      ...spec.examples.map((e) => ({ paths: ['formula', 'example'].map((k) => `${category}.examples.${e.id}.${k}`), values: e.values })),
      ...spec.faq.map((f) => ({ paths: ['question', 'answer'].map((k) => `${category}.faq.${f.id}.${k}`), values: f.values })),
    ];
    for (const { paths, values } of groups) {
      const used = paths.flatMap((path) => placeholdersOf(messageAt(locale, NS, path)!));
      expect(used.sort(), paths[0]).toEqual(expect.arrayContaining(Object.keys(values)));
    }
  });

  it.each(locales)('renders in %s with no placeholder left and no number typed by hand', (locale) => {
    const content = categoryContent(category, locale)!;
    const resolved: Record<string, Record<string, string>> = {
      [`${category}.description`]: content.description,
      ...Object.fromEntries(
        content.examples.flatMap((e) => ['formula', 'example'].map((k) => [`${category}.examples.${e.id}.${k}`, e.values])),
      ),
      ...Object.fromEntries(content.faq.flatMap((f) => ['question', 'answer'].map((k) => [`${category}.faq.${f.id}.${k}`, f.values]))),
    };
    for (const { path } of messagesOf(category)) {
      const text = render(locale, NS, path, resolved[path] ?? {});
      expect(text, path).not.toMatch(/[{}]/);
      expect(typedDigits(messageAt(locale, NS, path)!), `${locale} ${path}`).toEqual([]);
    }
  });

  it.each(locales)("shows in %s the engine's numbers, rounded as the text says and to four digits where not exact", (locale) => {
    const content = categoryContent(category, locale)!;
    const pairs: [ContentValues, Record<string, string>][] = [
      [spec.description, content.description],
      ...spec.examples.map((e, i) => [e.values, content.examples[i]!.values] as [ContentValues, Record<string, string>]),
      ...spec.faq.map((f, i) => [f.values, content.faq[i]!.values] as [ContentValues, Record<string, string>]),
    ];
    for (const [specs, written] of pairs) {
      for (const [name, number] of Object.entries(specs)) {
        const exact = resolveNumber(number, category);
        const decimals = typeof exact === 'number' ? proseDecimals(exact, number.decimals) : number.decimals;
        expect(decimals, name).toBeLessThanOrEqual(number.decimals);
        expectWrittenAs(written[name]!, exact, decimals, locale, name);
      }
    }
  });

  it.each(locales)("lists common conversions in %s with the engine's results", (locale) => {
    const content = categoryContent(category, locale)!;
    content.common.forEach((row, index) => {
      const { value, from, to } = spec.common[index]!;
      expect(row.fromUnit).toBe(from);
      expect(row.toUnit).toBe(to);
      if (category === 'currency') return expect(row.to).toBeNull();
      const [fromId, toId]: string[] = [from, to];
      const exact =
        category === 'numeric' ? convert('numeric', fromId!, toId!, String(value)) : convert(category, fromId!, toId!, Number(value));
      expectWrittenAs(row.to!, exact, COMMON_DECIMALS, locale, `${from} → ${to}`);
    });
  });
});

function expectWrittenAs(text: string, exact: number | string, decimals: number, locale: Locale, name: string) {
  // Digits of a number base as the engine gives them, a negative one with prose's minus sign.
  if (typeof exact === 'string') return expect(text, name).toBe(exact.replace(/^-/u, MINUS_SIGN));
  const read = tryParseNumber(text, locale);
  expect(read, `${name} = "${text}"`).toBeDefined();
  expect(Math.abs(read! - exact), `${name} = "${text}" vs ${exact}`).toBeLessThanOrEqual(0.5 * 10 ** -decimals * (1 + 1e-9));
}

describe('known answers', () => {
  const faq = (locale: Locale, category: CategoryId, id: string) => {
    const item = categoryContent(category, locale)!.faq.find((entry) => entry.id === id)!;
    return render(locale, NS, `${category}.faq.${id}.answer`, item.values);
  };

  it('says 1 KB = 1024 bytes in every language (1 Ko in French), as the converter counts', () => {
    for (const locale of locales)
      expect(faq(locale, 'data', 'kilobyte'), locale).toContain(`1 ${unitSymbol('data', 'kb', locale)} = 1024 `);
    expect(convert('data', 'kb', 'byte', 1)).toBe(1024);
  });

  it("gives the inch as exactly 2.54 cm, with the locale's decimal sign", () => {
    expect(faq('en', 'length', 'inchCm')).toContain('2.54');
    for (const locale of ['es', 'de', 'fr', 'no'] as const) expect(faq(locale, 'length', 'inchCm'), locale).toContain('2,54');
  });

  it('says water boils at 212 °F and that −40 is the same on both scales, with the minus sign', () => {
    expect(faq('en', 'temperature', 'water')).toContain('212 °F');
    expect(faq('en', 'temperature', 'sameValue')).toMatch(/\u221240 °C is exactly \u221240 °F/u);
    expect(faq('fr', 'temperature', 'sameValue')).toMatch(/\u221240 °C valent exactement \u221240 °F/u);
  });

  it('returns undefined for a category that does not exist', () => {
    expect(categoryContent('colour', 'en')).toBeUndefined();
  });
});
