import fc from 'fast-check';
import { locales } from '@/i18n/locales';
import { categories } from '@/lib/units';
import { EMBED_PARAMS, WIDGET_THEMES } from '@/lib/widget/frame';

const categoryIds = categories.map((category) => category.id);
const unitIds = [...new Set(categories.flatMap((category) => category.units.map((unit) => unit.id)))];

/** Values a page author, a crawler or an attacker might put in a widget parameter. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...categoryIds, ...unitIds, ...locales, ...WIDGET_THEMES),
  fc.constantFrom('', ' ', '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '__proto__', 'constructor', 'toString'),
  fc.constantFrom('300', '800', '1e3', '500px', ' 450 ', '-1', 'NaN', 'Infinity', '0x190'),
  fc.string(),
  fc.integer({ min: -10_000, max: 10_000 }),
  fc.double(),
  fc.array(fc.oneof(fc.constantFrom(...categoryIds, ...unitIds), fc.string()), { maxLength: 3 }),
  fc.constant(null),
  fc.constant(undefined),
);

/** A widget's parameters, each present or not, each anything. */
export const junkParams = fc.record(Object.fromEntries(EMBED_PARAMS.map((key) => [key, junkValue])), {
  requiredKeys: [],
}) as fc.Arbitrary<Record<string, unknown>>;

/** Parameters as strings only, as a query string or a script tag's dataset gives them. */
export const junkStringParams = fc.record(
  Object.fromEntries(
    EMBED_PARAMS.map((key) => [
      key,
      fc.oneof(fc.constantFrom(...categoryIds, ...unitIds, ...locales, '', '400', '1000', '260px', 'x'), fc.string()),
    ]),
  ),
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, string>>;

/** Any valid config, built from the catalogue. */
export const validConfig = fc.constantFrom(...categories).chain((category) =>
  fc.record({
    category: fc.constant(category.id),
    from: fc.constantFrom(...category.units.map((unit) => unit.id as string)),
    to: fc.constantFrom(...category.units.map((unit) => unit.id as string)),
    width: fc.integer({ min: 300, max: 800 }),
    height: fc.integer({ min: 250, max: 600 }),
    lang: fc.constantFrom(...locales),
    theme: fc.constantFrom(...WIDGET_THEMES),
    define: fc.constant([] as readonly string[]),
  }),
);
