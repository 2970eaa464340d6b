/**
 * The API's shapes as zod schemas: the handler validates queries with them, its answers are typed
 * by them, and the OpenAPI document is generated from them (openapi.ts), so the documentation
 * cannot drift from the behaviour.
 */
import { z } from 'zod';
import { DISPLAY_DECIMALS } from '@/lib/format/result';
import { categoryIds } from '@/lib/units';
import { categoryIdSchema } from '@/lib/units/schemas';
import { API_ERROR_CATALOGUE, apiCatalogueCodes, type ApiCatalogueCode } from './catalogue';

/** Longest unit id we accept (the longest real one, fl_oz_us, has 8 characters). */
export const MAX_UNIT_LENGTH = 32;
/**
 * Longest value: a double needs at most ~330 characters written out in full, and 1,000 leaves room
 * for a 1,000-bit binary number; longer text is refused before anything parses it.
 */
export const MAX_VALUE_LENGTH = 1_000;

export const CONVERT_PARAMETERS = ['category', 'from', 'to', 'value'] as const;
export type ConvertParameter = (typeof CONVERT_PARAMETERS)[number];

const unitParameter = (role: 'source' | 'target', example: string) =>
  z
    .string()
    .min(1)
    .max(MAX_UNIT_LENGTH)
    .meta({
      description: `Id of the ${role} unit within the category (case-insensitive), e.g. cm, in, kg, lb, c, f, usd, eur, hex.`,
      example,
    });

/** Query of GET /api/convert, after each parameter is trimmed (ids also lower-cased). */
export const convertQuerySchema = z.object({
  category: categoryIdSchema.meta({
    description: `Category id (case-insensitive): ${categoryIds.join(', ')}.`,
    example: 'length',
  }),
  from: unitParameter('source', 'cm'),
  to: unitParameter('target', 'in'),
  value: z
    .string()
    .min(1)
    .max(MAX_VALUE_LENGTH)
    .meta({
      description:
        'The number to convert: optional sign, digits, optional decimal point and exponent (100, -3.5, 2.5e3; "1,5" reads as 1.5). For numeric, digits in the source base (ff, 0x1f, 1010).',
      example: '100',
    }),
});

export type ConvertQuery = z.infer<typeof convertQuerySchema>;

export const convertSuccessSchema = z
  .object({
    ok: z.literal(true),
    category: categoryIdSchema,
    from: z.string().meta({ description: 'Source unit id.' }),
    to: z.string().meta({ description: 'Target unit id.' }),
    value: z.union([z.number(), z.string()]).meta({
      description: 'The value as read: a number, or for numeric the digit string.',
    }),
    result: z.union([z.number(), z.string()]).meta({
      description: 'The unrounded result: a number, or for numeric the digit string in the target base.',
    }),
    formatted: z.string().meta({
      description: `The result as the site shows it in English: rounded to ${DISPLAY_DECIMALS} decimals, exponential at 1,000,000 and above or below 0.001.`,
    }),
    precision: z.literal(DISPLAY_DECIMALS).meta({ description: 'Decimals `formatted` is rounded to.' }),
  })
  .meta({ title: 'ConvertSuccess' });

export type ConvertSuccessBody = z.infer<typeof convertSuccessSchema>;

/** The error body, its `error` narrowed to the given codes (one schema per HTTP status in the document). */
export function apiErrorSchema<const C extends readonly [ApiCatalogueCode, ...ApiCatalogueCode[]]>(codes: C) {
  return z.object({
    ok: z.literal(false),
    error: z.enum(codes).meta({ description: 'Machine-readable code from the error catalogue.' }),
    message: z.string().meta({ description: 'What went wrong, in English.' }),
    validOptions: z
      .array(z.string())
      .optional()
      .meta({ description: 'For INVALID_CATEGORY and INVALID_UNIT: the ids that would have been valid.' }),
  });
}

export const anyApiErrorSchema = apiErrorSchema(apiCatalogueCodes as [ApiCatalogueCode, ...ApiCatalogueCode[]]);
export type ApiErrorBody = z.infer<typeof anyApiErrorSchema>;

/** The catalogue's codes grouped by HTTP status, e.g. 400 → MISSING_PARAMETERS, INVALID_VALUE, … */
export function codesByStatus(): ReadonlyMap<number, readonly ApiCatalogueCode[]> {
  const groups = new Map<number, ApiCatalogueCode[]>();
  for (const code of apiCatalogueCodes) {
    const { status } = API_ERROR_CATALOGUE[code];
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return groups;
}

export const apiStatusSchema = z
  .object({ enabled: z.boolean().meta({ description: 'false while the API answers 503 API_DISABLED.' }) })
  .meta({ title: 'ApiStatus' });

export type ApiStatusBody = z.infer<typeof apiStatusSchema>;


const describedAs = (parameter: ConvertParameter) => convertQuerySchema.shape[parameter].meta() ?? {};

/**
 * One item of a batch (POST /api/convert) and the input of the MCP `convert` tool: the GET
 * parameters as JSON, `value` also as a number. Whatever else an item carries is passed on as a
 * parameter of the same name, so every parameter GET reads works in a batch item too; GET's own
 * validation then decides, item by item.
 */
const itemScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const CONVERT_ITEM_FIELDS = {
  category: z.string().meta(describedAs('category')),
  from: z.string().meta(describedAs('from')),
  to: z.string().meta(describedAs('to')),
  value: z.union([z.string(), z.number()]).meta(describedAs('value')),
} as const;

export const convertItemSchema = z
  .object({
    category: CONVERT_ITEM_FIELDS.category.optional(),
    from: CONVERT_ITEM_FIELDS.from.optional(),
    to: CONVERT_ITEM_FIELDS.to.optional(),
    value: CONVERT_ITEM_FIELDS.value.optional(),
  })
  .catchall(z.union([itemScalar, z.array(itemScalar)]))
  .meta({ title: 'ConvertItem', description: 'One conversion, with the parameters of GET /api/convert.' });

export type ConvertItem = z.infer<typeof convertItemSchema>;

/** The batch body: `items` is checked for its length first (TOO_MANY_ITEMS), then item by item. */
export const batchRequestSchema = z
  .object({ items: z.array(convertItemSchema).min(1).meta({ description: 'Up to 1,000 conversions.' }) })
  .meta({ title: 'BatchRequest' });

export const batchSuccessSchema = z
  .object({
    ok: z.literal(true),
    results: z
      .array(z.union([convertSuccessSchema, anyApiErrorSchema]))
      .meta({ description: 'One result per item, in the same order: what GET would answer for it.' }),
  })
  .meta({ title: 'BatchSuccess' });

export type BatchSuccessBody = z.infer<typeof batchSuccessSchema>;

export type ApiBody = ConvertSuccessBody | ApiErrorBody | ApiStatusBody | BatchSuccessBody;
