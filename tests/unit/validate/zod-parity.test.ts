/**
 * The readers that replaced zod in the modules the browser loads accept exactly what the zod
 * schemas they replaced accepted, and read it to the same value. The schemas below are those
 * schemas as they were (tests may use zod: they never reach the browser), run against the readers
 * on values near the valid ones: bounds, missing and extra keys, wrong types, NaN and infinities.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agreesWithSchema } from '../../support/zod-parity';
import { z } from 'zod';
import { bulkErrorCodes, CELL_ERROR_TEXT, DELIMITERS, readWorkerRequest, readWorkerResponse, textEncodings } from '@/lib/bulk';
import { readFoodSearchAnswer } from '@/lib/food-search/client';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/lib/food-tracker/quantity';
import { MAX_FOOD_ITEMS, readFoodList } from '@/lib/food-tracker/types';
import { NUTRIENT_KEYS } from '@/lib/nutrition/types';
import { readStoredChoices } from '@/lib/recipe/food-choices';
import { MAX_LINE_LENGTH, MAX_RECIPE_LINES } from '@/lib/recipe/limits';
import { readStoredRecipeState } from '@/lib/recipe/stored-state';
import { readServings, SERVINGS_MAX, SERVINGS_MIN } from '@/lib/recipe/servings';
import { MEASUREMENT_SYSTEMS } from '@/lib/recipe/types';
import { RECIPE_UNIT_IDS, type RecipeUnitId } from '@/lib/recipe/units';
import { categoryIds } from '@/lib/units';
import { categoryIdSchema, ratesSchema } from '@/lib/units/schemas';

// ---- The zod schemas as they were ----

const servingsSchema = z.number().int().min(SERVINGS_MIN).max(SERVINGS_MAX);

const nonNegative = z.number().nonnegative();
const storedRecipeStateSchema = z.object({
  input: z.object({
    fromServings: servingsSchema,
    toServings: servingsSchema,
    system: z.enum(MEASUREMENT_SYSTEMS),
    lines: z.array(z.string().max(MAX_LINE_LENGTH)).max(MAX_RECIPE_LINES),
  }),
  computed: z
    .object({
      servings: servingsSchema,
      items: z
        .array(
          z.object({
            id: z.string(),
            original: z.string(),
            name: z.string(),
            quantity: z.number(),
            unit: z.enum(RECIPE_UNIT_IDS as readonly [RecipeUnitId, ...RecipeUnitId[]]),
            converted: z.string(),
            weightInGrams: nonNegative,
            foodId: z.string().nullable(),
            chosen: z.boolean().optional(),
          }),
        )
        .max(MAX_RECIPE_LINES),
      timestamp: nonNegative,
    })
    .nullable(),
});

const nutrientsShape = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number().nonnegative().finite()]));
const storedChoicesSchema = z.object({
  choices: z.record(
    z.string().max(300),
    z.object({ id: z.string().min(1).max(200), name: z.string().min(1).max(300), nutrients: z.object(nutrientsShape) }),
  ),
});

const amount = z.number().nonnegative();
const foodItemSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1).max(200),
  servingSize: z.number().positive(),
  quantity: z.number().min(QUANTITY_MIN).max(QUANTITY_MAX),
  searchTerms: z.array(z.string().max(200)).max(10),
  ...Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, amount])),
});
const foodListSchema = z
  .array(foodItemSchema)
  .max(MAX_FOOD_ITEMS)
  .refine((items) => new Set(items.map((item) => item.id)).size === items.length);

const optionalAmount = amount.optional().default(0);
const searchResultSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1),
  servingSize: z.number().positive(),
  calories: amount,
  protein: amount,
  carbs: amount,
  fat: amount,
  fiber: amount,
  sugar: amount,
  sodium: amount,
  calcium: optionalAmount,
  iron: optionalAmount,
  vitaminC: optionalAmount,
  vitaminA: optionalAmount,
});
const searchAnswerSchema = z.union([
  z.object({ ok: z.literal(true), results: z.array(z.unknown()), warning: z.string().optional() }),
  z.object({ ok: z.literal(false) }),
]);

const blobSchema = z.instanceof(Blob);
const fileFormatSchema = z.object({
  delimiter: z.enum(DELIMITERS),
  lineBreak: z.enum(['\n', '\r']),
  encoding: z.enum(textEncodings),
  bom: z.boolean(),
});
const workerRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('inspect'), id: z.int(), file: blobSchema }),
  z.object({
    type: z.literal('convert'),
    id: z.int(),
    file: blobSchema,
    format: fileFormatSchema,
    settings: z.object({
      category: categoryIdSchema,
      from: z.string().min(1),
      to: z.string().min(1),
      column: z.int().min(0),
      rates: ratesSchema.optional(),
      cellText: z.object({ INVALID_NUMBER: z.string(), CONVERSION_ERROR: z.string() }),
    }),
  }),
]);
const count = z.int().min(0);
const workerResponseSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('inspected'),
    id: z.int(),
    inspection: z.object({
      format: fileFormatSchema,
      headers: z.array(z.string()).min(1).readonly(),
      preview: z.array(z.array(z.string()).readonly()).readonly(),
    }),
  }),
  z.object({ type: z.literal('progress'), id: z.int(), bytesRead: z.number().min(0), totalBytes: z.number().min(0), rows: count }),
  z.object({ type: z.literal('converted'), id: z.int(), blob: blobSchema, summary: z.object({ totalRows: count, convertedRows: count, errors: count }) }),
  z.object({ type: z.literal('failed'), id: z.int(), code: z.enum([...bulkErrorCodes, 'UNEXPECTED']) }),
]);

// ---- Values near the valid ones ----

const BLOB = new Blob(['a;b\n1;2\n']);
const oddValue = fc.constantFrom<unknown>(
  undefined,
  null,
  '',
  ' ',
  '  x  ',
  -1,
  -0,
  0,
  0.5,
  1,
  1.5,
  Number.MIN_VALUE,
  Number.NaN,
  Infinity,
  -Infinity,
  2 ** 53,
  true,
  false,
  [],
  {},
  [1],
  BLOB,
  new Map(),
);
/** Mostly a valid value, sometimes an odd one or anything at all. */
const near = <T,>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 40, arbitrary: valid }, { weight: 1, arbitrary: oddValue }, { weight: 1, arbitrary: fc.anything() });
/** An object of these fields: all of them mostly, sometimes some missing, sometimes with extra keys. */
const shape = (fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> =>
  near(
    fc.oneof(
      { weight: 10, arbitrary: fc.record(fields) },
      { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.tuple(fc.record(fields), fc.dictionary(fc.string(), fc.anything())).map(([known, extra]) => ({ ...extra, ...known })) },
    ),
  );
/** A string around the bounds: `max` and one more characters among them. */
const text = (max = 20, min = 0) =>
  fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 20) }),
    fc.constantFrom(' '.repeat(Math.max(min, 1)), 'x'.repeat(Math.max(min - 1, 0))),
    fc.constantFrom('y'.repeat(max), 'y'.repeat(max + 1), ` ${'y'.repeat(max)} `),
  );
const quantityOf = (min: number, max: number) =>
  fc.oneof(fc.double({ min, max, noNaN: true }), fc.integer({ min, max }), fc.constantFrom(min, max, min - 1, max + 1, min - 0.5, max + 0.5));
const nutrientValues = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, near(quantityOf(0, 1000))]));

const servings = near(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: SERVINGS_MIN, max: SERVINGS_MAX }) }, quantityOf(SERVINGS_MIN - 1, SERVINGS_MAX + 1)));
const storedRecipeState = shape({
  input: shape({
    fromServings: servings,
    toServings: servings,
    system: near(fc.constantFrom(...MEASUREMENT_SYSTEMS, 'Metric')),
    lines: near(fc.array(near(text(MAX_LINE_LENGTH)), { maxLength: 4 })),
  }),
  computed: near(
    fc.option(
      shape({
        servings,
        items: near(
          fc.array(
            shape({
              id: near(text()),
              original: near(text()),
              name: near(text()),
              quantity: near(fc.oneof({ weight: 4, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) }, fc.double())),
              unit: near(fc.constantFrom(...RECIPE_UNIT_IDS, 'ounce')),
              converted: near(text()),
              weightInGrams: near(quantityOf(0, 500)),
              foodId: near(fc.option(text())),
              chosen: near(fc.option(fc.boolean(), { nil: undefined })),
            }),
            { maxLength: 3 },
          ),
        ),
        timestamp: near(quantityOf(0, 2e12)),
      }),
    ),
  ),
});

const storedChoices = shape({
  choices: near(
    fc.dictionary(
      text(300),
      shape({ id: near(text(200, 1)), name: near(text(300, 1)), nutrients: shape(nutrientValues) }),
      { maxKeys: 3 },
    ),
  ),
});

const foodItem = shape({
  id: near(fc.oneof(text(100, 1), fc.constantFrom('a', 'b'))),
  name: near(text(200, 1)),
  servingSize: near(quantityOf(0, 100)),
  quantity: near(quantityOf(QUANTITY_MIN, QUANTITY_MAX)),
  searchTerms: near(fc.array(near(text(200)), { maxLength: 11 })),
  ...nutrientValues,
});
const foodList = near(fc.array(foodItem, { maxLength: 4 }));

const searchResult = shape({
  id: near(fc.option(text(), { nil: undefined })),
  name: near(text()),
  servingSize: near(quantityOf(0, 100)),
  ...nutrientValues,
});
const searchAnswer = near(
  fc.oneof(
    shape({ ok: near(fc.constant(true)), results: near(fc.array(searchResult, { maxLength: 3 })), warning: near(fc.option(text(), { nil: undefined })) }),
    shape({ ok: near(fc.constant(false)) }),
  ),
);

const fileFormat = shape({
  delimiter: near(fc.constantFrom(...DELIMITERS, ':')),
  lineBreak: near(fc.constantFrom('\n', '\r', '\r\n')),
  encoding: near(fc.constantFrom(...textEncodings, 'latin1')),
  bom: near(fc.boolean()),
});
const id = near(fc.oneof(fc.integer(), fc.constantFrom(1.5, 2 ** 53)));
const blob = near(fc.constant(BLOB));
const workerRequest = fc.oneof(
  shape({ type: near(fc.constant('inspect')), id, file: blob }),
  shape({
    type: near(fc.constantFrom('convert', 'inspect')),
    id,
    file: blob,
    format: fileFormat,
    settings: shape({
      category: near(fc.constantFrom(...categoryIds, 'volts')),
      from: near(text(5)),
      to: near(text(5)),
      column: near(quantityOf(-1, 5)),
      rates: near(fc.option(fc.dictionary(text(3), near(quantityOf(0, 2)), { maxKeys: 3 }), { nil: undefined })),
      cellText: near(fc.constant(CELL_ERROR_TEXT)),
    }),
  }),
);
const counted = near(quantityOf(-1, 10));
const workerResponse = fc.oneof(
  shape({
    type: near(fc.constant('inspected')),
    id,
    inspection: shape({
      format: fileFormat,
      headers: near(fc.array(near(text()), { maxLength: 3 })),
      preview: near(fc.array(near(fc.array(near(text()), { maxLength: 3 })), { maxLength: 3 })),
    }),
  }),
  shape({ type: near(fc.constantFrom('progress', 'converted')), id, bytesRead: counted, totalBytes: counted, rows: counted }),
  shape({ type: near(fc.constant('converted')), id, blob, summary: shape({ totalRows: counted, convertedRows: counted, errors: counted }) }),
  shape({ type: near(fc.constant('failed')), id, code: near(fc.constantFrom(...bulkErrorCodes, 'UNEXPECTED', 'OOPS')) }),
);

// ---- The law: tests/support/zod-parity.ts ----

describe('the readers that replaced zod in the browser', () => {
  it('read servings as the servings schema did', () => agreesWithSchema(readServings, servingsSchema, servings));

  it('read a stored recipe as its schema did', () => agreesWithSchema(readStoredRecipeState, storedRecipeStateSchema, storedRecipeState));

  it('read the stored food choices as their schema did', () => agreesWithSchema(readStoredChoices, storedChoicesSchema, storedChoices));

  it('read the stored food list as its schema did, duplicate ids included', () => agreesWithSchema(readFoodList, foodListSchema, foodList));

  it('read worker requests as their schema did', () => agreesWithSchema(readWorkerRequest, workerRequestSchema, workerRequest));

  it('read worker answers as their schema did', () => agreesWithSchema(readWorkerResponse, workerResponseSchema, workerResponse));

  it('read the food search answer as the zod reading did, result by result', () => {
    fc.assert(
      fc.property(searchAnswer, (body) => {
        const answer = searchAnswerSchema.safeParse(body);
        const outcome = readFoodSearchAnswer(body);
        if (!answer.success) return void expect(outcome).toMatchObject({ ok: false, kind: 'MALFORMED' });
        if (!answer.data.ok) return void expect(outcome).toEqual({ ok: false, kind: 'REJECTED' });
        const results = answer.data.results.flatMap((item) => {
          const result = searchResultSchema.safeParse(item);
          return result.success ? [{ ...result.data, id: result.data.id ?? result.data.name }] : [];
        });
        const { warning } = answer.data;
        expect(outcome).toEqual(warning === undefined ? { ok: true, results } : { ok: true, results, warning });
      }),
      { numRuns: 1000 },
    );
  });
});
