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

export type ApiBody = ConvertSuccessBody | ApiErrorBody | ApiStatusBody;
