/**
 * The widget's config is read with lib/validate's readers (the configurator runs in the browser)
 * and must read exactly as the zod schemas it replaced: the embed page on the server sanitises with
 * the same function. The schemas below are those schemas as they were (tests may use zod: they never
 * reach the browser), run against the readers on junk, near-valid configs and odd objects.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreesWithSchema } from '../../support/zod-parity';
import { z } from 'zod';
import { defaultLocale, locales } from '@/i18n/locales';
import { categories, isUnitOf } from '@/lib/units';
import { categoryIdSchema } from '@/lib/units/schemas';
import {
  DEFAULT_WIDGET_CATEGORY,
  DEFAULT_WIDGET_THEME,
  defaultUnitsOf,
  EMBED_PARAMS,
  readWidgetConfig,
  sanitizeWidgetConfig,
  toSize,
  WIDGET_HEIGHT,
  WIDGET_THEMES,
  WIDGET_WIDTH,
  type SizeLimits,
  type WidgetConfig,
} from '@/lib/widget';
import { readCategoryId } from '@/lib/widget/config';
import { junkParams, junkValue, validConfig } from './arbitraries';

// ---- The zod schemas as they were ----

const sizeSchema = (limits: SizeLimits) => z.number().int().min(limits.min).max(limits.max);

const widgetConfigSchema = z
  .strictObject({
    category: categoryIdSchema,
    from: z.string(),
    to: z.string(),
    width: sizeSchema(WIDGET_WIDTH),
    height: sizeSchema(WIDGET_HEIGHT),
    lang: z.enum(locales),
    theme: z.enum(WIDGET_THEMES),
  })
  .refine((config) => isUnitOf(config.category, config.from) && isUnitOf(config.category, config.to), {
    message: 'from and to must be units of the category',
  });

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const looseConfigSchema = z.object({
  category: z.preprocess(firstOf, categoryIdSchema).catch(DEFAULT_WIDGET_CATEGORY),
  from: z.preprocess(firstOf, z.string()).optional().catch(undefined),
  to: z.preprocess(firstOf, z.string()).optional().catch(undefined),
  width: z.preprocess(firstOf, z.unknown()).transform((value) => toSize(value, WIDGET_WIDTH)),
  height: z.preprocess(firstOf, z.unknown()).transform((value) => toSize(value, WIDGET_HEIGHT)),
  lang: z.preprocess(firstOf, z.enum(locales)).catch(defaultLocale),
  theme: z.preprocess(firstOf, z.enum(WIDGET_THEMES)).catch(DEFAULT_WIDGET_THEME),
});

function zodSanitizeWidgetConfig(input: unknown): WidgetConfig {
  const parsed = looseConfigSchema.safeParse(typeof input === 'object' && input !== null ? input : {});
  const loose = parsed.success ? parsed.data : looseConfigSchema.parse({});
  const defaults = defaultUnitsOf(loose.category);
  return {
    category: loose.category,
    from: isUnitOf(loose.category, loose.from) ? loose.from : defaults.from,
    to: isUnitOf(loose.category, loose.to) ? loose.to : defaults.to,
    width: loose.width,
    height: loose.height,
    lang: loose.lang,
    theme: loose.theme,
  };
}

// ---- Values near the valid ones ----

const categoryIds = categories.map((category) => category.id);
const unitIds = [...new Set(categories.flatMap((category) => category.units.map((unit) => unit.id as string)))];

const oddValue = fc.constantFrom<unknown>(undefined, null, '', ' ', 0, -0, 1, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53, true, [], {}, ['length'], new Map());
/** Mostly a valid value, sometimes an odd one or anything at all. */
const near = <T,>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 30, arbitrary: valid }, { weight: 1, arbitrary: oddValue }, { weight: 1, arbitrary: fc.anything() });
const sizeNear = (limits: SizeLimits) =>
  near(fc.oneof(fc.integer({ min: limits.min - 5, max: limits.max + 5 }), fc.constantFrom(limits.min - 0.5, limits.max + 0.5, 450.5, '450')));

/** A config: mostly valid, or with units of any category, odd values, keys missing or extra. */
const nearConfig: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: validConfig },
  {
    weight: 8,
    arbitrary: fc.record(
      {
        category: near(fc.constantFrom(...categoryIds, 'volts', 'Length', 'constructor')),
        from: near(fc.constantFrom(...unitIds, 'toString')),
        to: near(fc.constantFrom(...unitIds, '__proto__')),
        width: sizeNear(WIDGET_WIDTH),
        height: sizeNear(WIDGET_HEIGHT),
        lang: near(fc.constantFrom(...locales, 'sv', 'DE')),
        theme: near(fc.constantFrom(...WIDGET_THEMES, 'Dark')),
      },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.tuple(validConfig, fc.dictionary(fc.string(), fc.anything(), { minKeys: 1, maxKeys: 2 })).map(([config, extra]) => ({ ...extra, ...config })) },
  // Keys on the prototype: zod and the readers both read (and count) inherited keys.
  { weight: 1, arbitrary: fc.tuple(validConfig, fc.constantFrom('width', 'colour')).map(([config, key]) => Object.assign(Object.create({ [key]: 500 }) as object, config)) },
  { weight: 1, arbitrary: fc.oneof(oddValue, fc.anything()) },
);

/** What a query string, a form or a stranger gives sanitizeWidgetConfig. */
const sanitizeInput: fc.Arbitrary<unknown> = fc.oneof(
  junkParams,
  junkValue,
  fc.anything(),
  nearConfig,
  fc.array(junkParams, { maxLength: 2 }),
  // Next's searchParams: a null-prototype object of strings and string arrays.
  fc
    .dictionary(fc.constantFrom(...EMBED_PARAMS, 'utm_source'), fc.oneof(fc.string(), fc.array(junkValue.map(String), { maxLength: 3 })))
    .map((params) => Object.assign(Object.create(null) as object, params)),
);

// ---- The law: tests/support/zod-parity.ts ----

describe('the widget config readers that replaced zod', () => {
  it('read a category id as categoryIdSchema does', () =>
    agreesWithSchema(readCategoryId, categoryIdSchema, near(fc.constantFrom(...categoryIds, 'volts', 'LENGTH', 'constructor', '__proto__', 'length ')), 2000));

  it('read a complete config as widgetConfigSchema did', () => agreesWithSchema(readWidgetConfig, widgetConfigSchema, nearConfig, 2000));

  it('sanitise anything to the config the zod sanitising gave', () => {
    fc.assert(
      fc.property(sanitizeInput, (input) => {
        expect(sanitizeWidgetConfig(input)).toEqual(zodSanitizeWidgetConfig(input));
      }),
      { numRuns: 3000 },
    );
  });
});
