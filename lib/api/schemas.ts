/**
 * The API's shapes as zod schemas: the handler validates queries with them, its answers are typed
 * by them, and the OpenAPI document is generated from them (openapi.ts), so the documentation
 * cannot drift from the behaviour.
 */
import { z } from 'zod';
import { locales } from '@/i18n/locales';
import { COMPOUND_PRECISION } from '@/lib/format/answer';
import { MAX_PRECISION, MAX_SIG } from '@/lib/format/precision';
import { DISPLAY_DECIMALS } from '@/lib/format/result';
import { DEFAULT_DENOMINATOR, DENOMINATORS } from '@/lib/format/ruler-fraction';
import { MAX_QUERY_LENGTH as MAX_QUICK_QUERY_LENGTH } from '@/lib/quick/types';
import { categoryIds } from '@/lib/units';
import { categoryIdSchema } from '@/lib/units/schemas';
import { CUSTOM_UNIT_LIMITS } from '@/lib/custom-units/limits';
import { API_ERROR_CATALOGUE, apiCatalogueCodes, type ApiCatalogueCode } from './catalogue';

/** Longest unit id we accept: a unit the request defines may have a name this long (the catalogue's longest, fl_oz_us, has 8). */
export const MAX_UNIT_LENGTH = CUSTOM_UNIT_LIMITS.nameLength;
/**
 * Longest value: a double needs at most ~330 characters written out in full, and 1,000 leaves room
 * for a 1,000-bit binary number; longer text is refused before anything parses it.
 */
export const MAX_VALUE_LENGTH = 1_000;

export { MAX_QUICK_QUERY_LENGTH };

export const CONVERT_PARAMETERS = ['category', 'from', 'to', 'value'] as const;
export type ConvertParameter = (typeof CONVERT_PARAMETERS)[number];

/** Optional parameters choosing how `formatted` is written; a bad one is 400 INVALID_FORMAT. */
export const FORMAT_PARAMETERS = ['format', 'precision', 'sig', 'denominator'] as const;
export type FormatParameter = (typeof FORMAT_PARAMETERS)[number];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Every value each format parameter accepts, as written in a query (the error lists them). */
export const FORMAT_VALUES = {
  format: ['decimal', 'fraction'],
  precision: range(0, MAX_PRECISION),
  sig: range(1, MAX_SIG),
  denominator: DENOMINATORS.map(String),
} as const satisfies Record<FormatParameter, readonly string[]>;

/** A whole number from the parameter's list ("07" is not "7": the list is the contract). */
const integerParameter = (name: 'precision' | 'sig' | 'denominator', description: string, example: string) =>
  z
    .enum(FORMAT_VALUES[name] as unknown as [string, ...string[]])
    .transform(Number)
    .optional()
    .meta({ description, example });

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
  value: z.string().min(1).max(MAX_VALUE_LENGTH).meta({
    description:
      'The value to convert: a number with optional sign, decimal point and exponent (100, -3.5, 2.5e3; "1,5" reads as 1.5), a fraction or mixed number (1/2, 1 1/2, 1½, -3/4), or a value in parts with unit words (5\'3", 5 ft 3 in, 5 ft 3 1/2 in, 2 lb 3 oz, 11 st 4 lb), converted from the words\' units. For numeric, digits in the source base (ff, 0x1f, 1010). For size charts, a size (42, 7½, 7.5) or a British ring size in letters (N, N½, Z+1).',
    example: '100',
  }),
  format: z.enum(FORMAT_VALUES.format).optional().meta({
    description:
      'How `formatted` is written: decimal (default) or fraction (the nearest fraction of `denominator`, "11 13/16"). Compound targets (ft_in, lb_oz, st_lb) answer in their parts ("5 ft 6.93 in").',
    example: 'decimal',
  }),
  precision: integerParameter(
    'precision',
    `Decimals of a decimal \`formatted\`, 0 to ${MAX_PRECISION}, trailing zeros dropped. Default: ${DISPLAY_DECIMALS}, exponential at 1,000,000 and above or below 0.001 (the smaller part of a compound result: ${COMPOUND_PRECISION}).`,
    '2',
  ),
  sig: integerParameter('sig', `Significant figures of a decimal \`formatted\`, 1 to ${MAX_SIG}; wins over precision.`, '3'),
  denominator: integerParameter(
    'denominator',
    `Finest fraction when format=fraction: ${DENOMINATORS.join(', ')} (default ${DEFAULT_DENOMINATOR}).`,
    '16',
  ),
});

const { perRequest, nameLength, smallest, largest } = CUSTOM_UNIT_LIMITS;

/** The optional `define` parameter: units of the caller's own, checked by lib/custom-units when converted. */
export const DEFINE_PARAMETER = 'define' as const;

/** What every `define` takes, in GET, batch items and MCP. */
const DEFINE_RULES = `At most ${perRequest} per request, only in categories converted by a factor (length, volume, weight…), each based on a plain unit of the category. A name is 1 to ${nameLength} letters, digits, spaces, dots, apostrophes or hyphens and may not be a unit of the category; the amount is a plain decimal from ${smallest} to ${largest}. A refused definition answers 400 INVALID_DEFINITION; an answer with definitions lists them in \`defined\`.`;

export const defineParameterSchema = z
  .array(z.string())
  .optional()
  .meta({
    description: `Units of your own for this request, each name:amount:unit with an optional :symbol ("mug:350:ml" is a mug of 350 ml; "big mug:0.5:l:BM"), then usable as from or to by their name in lower case, spaces as hyphens (mug, big-mug). Repeat the parameter or separate definitions with commas. ${DEFINE_RULES} Such answers are never kept by shared caches.`,
    example: ['mug:350:ml'],
  });

/** The query as converted: the schema's parameters and the `define` texts as given (read by convert.ts). */
export type ConvertQueryParameters = z.infer<typeof convertQuerySchema>;
export type ConvertQuery = ConvertQueryParameters & { readonly define?: readonly string[] };

/** A unit the request defined, as its answer lists it. */
const definedUnitSchema = z.object({
  id: z.string().meta({ description: 'What from and to name it by.' }),
  name: z.string(),
  symbol: z.string().meta({ description: 'The symbol given, else the name.' }),
  amount: z.string().meta({ description: 'How many of `unit` one of it is, as a decimal written exactly.' }),
  unit: z.string().meta({ description: 'The unit of the category it is defined by.' }),
});

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
      description: `The result as the site shows it in English, in the chosen format: by default rounded to ${DISPLAY_DECIMALS} decimals, exponential at 1,000,000 and above or below 0.001; "11 13/16" as a fraction; "5 ft 6.93 in" for a compound target.`,
    }),
    exact: z.boolean().meta({
      description:
        'true exactly when `formatted` is the true result (1 in = 2.54 cm): no digits were dropped. Known from exact unit ratios; currency results are never exact.',
    }),
    parts: z
      .array(z.object({ unit: z.string(), value: z.number() }))
      .optional()
      .meta({
        description:
          'For a compound target (ft_in, lb_oz, st_lb): its parts, unrounded, larger first ([{"unit":"ft","value":5},{"unit":"in","value":6.929…}]). `result` stays a number in the larger part\'s unit.',
      }),
    kind: z.literal('table').optional().meta({
      description:
        'Present on size charts (shoe-size, ring-size), which convert by a table, not a factor: `result` is the size on the chart row nearest `value` ("N½" in `formatted` for a British ring size, whose `result` counts A as 1). A size outside the chart answers 400 SIZE_OUT_OF_RANGE.',
    }),
    between: z.object({ lower: z.string(), upper: z.string() }).optional().meta({
      description:
        "Size charts only, when `value` is no row's own size: the two sizes of the source system it lies between; `result` is the nearer one's, and `exact` is false.",
    }),
    format: z.enum(FORMAT_VALUES.format).meta({ description: 'The format `formatted` is written in.' }),
    precision: z.number().int().optional().meta({
      description:
        'Decimals `formatted` is rounded to (of the smaller part, for a compound target); absent when `sig` or a fraction was asked for.',
    }),
    sig: z.number().int().optional().meta({ description: 'Significant figures `formatted` is rounded to, when asked for.' }),
    denominator: z.number().int().optional().meta({ description: 'The finest fraction of a fraction `formatted`.' }),
    defined: z.array(definedUnitSchema).optional().meta({
      description: 'When the request defined units (`define`): each of them, as read, with the name and symbol to show it by.',
    }),
  })
  .meta({ title: 'ConvertSuccess' });

export type ConvertSuccessBody = z.infer<typeof convertSuccessSchema>;

/** Query of GET /api/convert?q=…: a conversion typed as a person would. */
export const quickQuerySchema = z.object({
  q: z
    .string()
    .min(1)
    .max(MAX_QUICK_QUERY_LENGTH)
    .meta({
      description: `A conversion as a person types it, instead of category, from, to and value: "5 ft 3 in to cm", "1.5 gallons in liters", "3 cups flour in grams", "0xff to binary", "100 usd to eur". At most ${MAX_QUICK_QUERY_LENGTH} characters. Without a target unit the most useful one for the language is chosen.`,
      example: '5 ft 3 in to cm',
    }),
  lang: z
    .enum(locales)
    .default('en')
    .meta({
      description: `Language of q besides English, which is always understood (${locales.join(', ')}); also the notation q's numbers are read in (decimal commas) and every \`formatted\` of the answer is written in: q=1,5 km en m&lang=fr answers "1 500", de "1.500", en "1,500". \`result\` stays a JSON number. Error messages are written in it too (their codes stay the same). Default en.`,
      example: 'en',
    }),
});

export const QUICK_PARAMETERS = ['q', 'lang'] as const;

const quickPairSchema = z.object({
  category: categoryIdSchema,
  from: z.string(),
  to: z.string(),
  value: z.union([z.number(), z.string()]),
});

export const quickSuccessSchema = convertSuccessSchema
  .extend({
    query: z.string().meta({ description: 'The q parameter as received.' }),
    lang: z.enum(locales).meta({
      description: 'The language q was read in; `formatted` (here and in alternatives and suggestions) is written in its notation.',
    }),
    targetGiven: z.boolean().meta({ description: 'false when q named no target unit and `to` was chosen.' }),
    alternatives: z
      .array(quickPairSchema.extend({ result: z.union([z.number(), z.string()]), formatted: z.string() }))
      .optional()
      .meta({ description: 'Other readings of ambiguous words: the UK gallon beside the US one, decimal beside binary gigabytes.' }),
    suggestions: z
      .array(z.object({ to: z.string(), result: z.union([z.number(), z.string()]), formatted: z.string() }))
      .optional()
      .meta({ description: 'Further useful targets when q named none.' }),
    ingredient: z
      .object({
        text: z.string(),
        written: z.string().meta({ description: 'The ingredient as written after the unit, with its "of" or "de" ("de farine").' }),
        food: z.string(),
        gramsPerMl: z.number(),
      })
      .optional()
      .meta({
        description: 'For "3 cups flour in grams": the ingredient and the density used; `to` is then a unit of the other category.',
      }),
  })
  .meta({ title: 'QuickConvertSuccess' });

export type QuickSuccessBody = z.infer<typeof quickSuccessSchema>;

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

const describedAs = (parameter: ConvertParameter | FormatParameter) => convertQuerySchema.shape[parameter].meta() ?? {};

/**
 * One item of a batch (POST /api/convert) and the input of the MCP `convert` tool: the GET
 * parameters as JSON, `value` also as a number. Whatever else an item carries is passed on as a
 * parameter of the same name, so every parameter GET reads works in a batch item too; GET's own
 * validation then decides, item by item.
 */
const itemScalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const CONVERT_ITEM_FIELDS = {
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
    format: z.enum(FORMAT_VALUES.format).optional().meta(describedAs('format')),
    precision: z.union([z.number(), z.string()]).optional().meta(describedAs('precision')),
    sig: z.union([z.number(), z.string()]).optional().meta(describedAs('sig')),
    denominator: z.union([z.number(), z.string()]).optional().meta(describedAs('denominator')),
    define: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .meta({
        description: `Units of your own for this conversion: a list of "name:amount:unit[:symbol]" (or one text, definitions separated by commas), e.g. ["mug:350:ml"]; from or to may then name them by their name in lower case, spaces as hyphens (mug). ${DEFINE_RULES} In a batch, each item's definitions are its own.`,
        example: ['mug:350:ml'],
      }),
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
      .array(z.union([convertSuccessSchema, quickSuccessSchema, anyApiErrorSchema]))
      .meta({ description: 'One result per item, in the same order: what GET would answer for it.' }),
  })
  .meta({ title: 'BatchSuccess' });

type BatchSuccessBody = z.infer<typeof batchSuccessSchema>;

export type ApiBody = ConvertSuccessBody | QuickSuccessBody | ApiErrorBody | ApiStatusBody | BatchSuccessBody;
