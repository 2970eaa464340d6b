/**
 * GET /api/openapi.json: an OpenAPI 3.1 document generated from the zod schemas the handler uses
 * (zod 4's JSON Schema output is draft 2020-12, the dialect of OpenAPI 3.1), the error catalogue
 * and the configured limits.
 */
import { z } from 'zod';
import {
  API_ERROR_CATALOGUE,
  apiCatalogueCodes,
  BATCH_BODY_CODES,
  MAX_BATCH_BYTES,
  MAX_BATCH_ITEMS,
  type ApiCatalogueCode,
} from './catalogue';
import type { ApiLimits } from './config';
import { exampleResponse } from './docs';
import { categoryIds } from '@/lib/units';
import {
  apiErrorSchema,
  apiStatusSchema,
  batchRequestSchema,
  batchSuccessSchema,
  codesByStatus,
  CONVERT_PARAMETERS,
  convertQuerySchema,
  DEFINE_PARAMETER,
  defineParameterSchema,
  convertSuccessSchema,
  QUICK_PARAMETERS,
  quickQuerySchema,
  quickSuccessSchema,
  FORMAT_PARAMETERS,
} from './schemas';
import { currencyRatesSchema, foodSearchErrorSchema, foodSearchRequestSchema, foodSearchSuccessSchema } from './site-schemas';
import { MCP_PATH, MCP_TOOL_NAMES } from '@/lib/mcp/tool-names';
import { CONVERT_PATH, STATUS_PATH } from './url';

const isBatchBodyCode = (code: ApiCatalogueCode) => (BATCH_BODY_CODES as readonly ApiCatalogueCode[]).includes(code);
/** GET answers every code but the batch body's; POST never answers 405 on /api/convert. */
const GET_CODES = apiCatalogueCodes.filter((code) => !isBatchBodyCode(code));
const POST_CODES: readonly ApiCatalogueCode[] = [...BATCH_BODY_CODES, 'RATE_LIMITED', 'API_DISABLED', 'CONVERSION_ERROR'];

const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';

type JsonObject = Record<string, unknown>;

/** A schema as JSON Schema without its `$schema` line (OpenAPI 3.1 declares the dialect once). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonObject;
  delete json.$schema;
  return json;
}

/**
 * The structured form (category, from, to, value) or a typed query (q, lang): one GET operation
 * takes either, so none is required on its own; the descriptions say which go together.
 */
function parameters(): JsonObject[] {
  const structured = CONVERT_PARAMETERS.map((name) => {
    const { description, example, ...schema } = jsonSchema(convertQuerySchema.shape[name], 'input');
    return { name, in: 'query', required: false, description: `Required unless q is given. ${String(description)}`, example, schema };
  });
  const formats = FORMAT_PARAMETERS.map((name) => {
    const { description, example, ...schema } = jsonSchema(convertQuerySchema.shape[name], 'input');
    return { name, in: 'query', required: false, description, example, schema };
  });
  const typed = QUICK_PARAMETERS.map((name) => {
    const { description, example, ...schema } = jsonSchema(quickQuerySchema.shape[name], 'input');
    return { name, in: 'query', required: false, description, example, schema };
  });
  const { description, example, ...schema } = jsonSchema(defineParameterSchema, 'input');
  // Repeated in the query (define=a&define=b): OpenAPI's form style, exploded.
  const define = { name: DEFINE_PARAMETER, in: 'query', required: false, style: 'form', explode: true, description, example, schema };
  return [...structured, ...formats, define, ...typed];
}

const rateLimitHeaderRefs = Object.fromEntries(
  ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'].map((name) => [
    name,
    { $ref: `#/components/headers/${name}` },
  ]),
);

/** Headers documented per error status (the budget is reported once it has been counted). */
const HEADERS_BY_STATUS: Readonly<Record<number, JsonObject>> = {
  400: rateLimitHeaderRefs,
  413: rateLimitHeaderRefs,
  415: rateLimitHeaderRefs,
  405: { Allow: { $ref: '#/components/headers/Allow' } },
  429: { ...rateLimitHeaderRefs, 'Retry-After': { $ref: '#/components/headers/Retry-After' } },
};

function errorResponses(only?: readonly ApiCatalogueCode[]): JsonObject {
  const responses: JsonObject = {};
  for (const [status, allCodes] of codesByStatus()) {
    const codes = allCodes.filter((code) => only === undefined || only.includes(code));
    if (codes.length === 0) continue;
    responses[String(status)] = {
      description: codes.map((code) => `${code}: ${API_ERROR_CATALOGUE[code].meaning}`).join('; '),
      ...(HEADERS_BY_STATUS[status] === undefined ? {} : { headers: HEADERS_BY_STATUS[status] }),
      content: { 'application/json': { schema: jsonSchema(apiErrorSchema(codes as [ApiCatalogueCode, ...ApiCatalogueCode[]])) } },
    };
  }
  return responses;
}

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema: jsonSchema(schema) } } });

/** The site's other public endpoints and the MCP address (not under the conversion budget, except MCP). */
function sitePaths(): JsonObject {
  return {
    '/api/currency-rates': {
      get: {
        operationId: 'currencyRates',
        summary: 'Exchange rates the converter uses: units of 32 currencies per US dollar, updated daily',
        responses: { '200': json(currencyRatesSchema, 'The rates (from the daily feed, or the shipped snapshot when it fails)') },
      },
    },
    '/api/food-search': {
      post: {
        operationId: 'foodSearch',
        summary: 'Nutrition facts per 100 g of foods matching a name: the built-in table first, then Open Food Facts',
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(foodSearchRequestSchema, 'input') } } },
        responses: {
          '200': json(foodSearchSuccessSchema, 'Matching foods (an empty list with a warning when Open Food Facts could not be asked)'),
          '400': json(foodSearchErrorSchema, 'INVALID_REQUEST: the body is not JSON, or the query is blank or too long'),
        },
      },
    },
    [MCP_PATH]: {
      post: {
        operationId: 'mcp',
        summary: 'Model Context Protocol server (Streamable HTTP, stateless, JSON-RPC 2.0)',
        description: `Tools: ${MCP_TOOL_NAMES.join(', ')}. Connect with any MCP client; tool calls count against the same fair-use budget as the conversion API, and tool errors carry its error codes.`,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', description: 'A JSON-RPC 2.0 request or notification.' } } },
        },
        responses: {
          '200': { description: 'The JSON-RPC response', content: { 'application/json': { schema: { type: 'object' } } } },
          '202': { description: 'A notification was accepted' },
          '400': { description: 'Not a valid JSON-RPC message', content: { 'application/json': { schema: { type: 'object' } } } },
          '406': { description: 'The Accept header must allow application/json and text/event-stream' },
          '413': { description: 'Body over 256 KB' },
        },
      },
    },
  };
}

export interface OpenApiOptions {
  /** Origin of the deployed site (SITE_URL), the document's server. */
  readonly origin: string;
  readonly limits: ApiLimits;
}

export function buildOpenApiDocument({ origin, limits }: OpenApiOptions): JsonObject {
  const integer = (description: string) => ({ description, schema: { type: 'integer', minimum: 0 } });
  return {
    openapi: OPENAPI_VERSION,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Unitly conversion API',
      version: API_VERSION,
      description: [
        `Free unit conversion with the same engine as the Unitly website: ${categoryIds.length} categories from length to currency.`,
        `Fair use: anonymous callers share ${limits.anonymous} requests per ${limits.windowSeconds} seconds per IP address;`,
        `callers with an API key (header X-API-Key) get ${limits.keyed} per key. Over budget the API answers 429 RATE_LIMITED with Retry-After.`,
        "Every answer allows any origin (CORS). Deterministic answers are cacheable by any CDN; currency answers only while the day's rates are current.",
      ].join(' '),
    },
    servers: [{ url: origin }],
    security: [{}, { ApiKey: [] }],
    paths: {
      [CONVERT_PATH]: {
        get: {
          operationId: 'convert',
          summary: 'Convert a value between two units of a category, or a conversion typed as text (q)',
          description:
            'Give category, from, to and value; or q (and optionally lang) with a conversion as a person types it. A q answer has the same fields plus how the text was read: query, lang, targetGiven, and alternatives for ambiguous words (US and UK gallons). q that cannot be read answers 400 UNPARSEABLE_QUERY; units that measure different things 400 INCOMPATIBLE_UNITS.',
          parameters: parameters(),
          responses: {
            '200': {
              description: 'The conversion',
              headers: rateLimitHeaderRefs,
              content: {
                'application/json': {
                  schema: {
                    oneOf: [{ $ref: '#/components/schemas/ConvertSuccess' }, { $ref: '#/components/schemas/QuickConvertSuccess' }],
                  },
                  example: exampleResponse(),
                },
              },
            },
            ...errorResponses(GET_CODES),
          },
        },
        post: {
          operationId: 'convertBatch',
          summary: `Convert up to ${MAX_BATCH_ITEMS} values in one request`,
          description: `Each item takes the parameters of GET (value may also be a JSON number); each result is exactly what GET answers for that item, in order, so one bad item never fails the others. Every item counts as one request against the fair-use budget. The body is read up to ${MAX_BATCH_BYTES} bytes.`,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/BatchRequest' },
                example: {
                  items: [
                    { category: 'length', from: 'cm', to: 'in', value: 100 },
                    { category: 'temperature', from: 'c', to: 'f', value: '21.5' },
                  ],
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'One result per item, in order',
              headers: rateLimitHeaderRefs,
              content: { 'application/json': { schema: { $ref: '#/components/schemas/BatchSuccess' } } },
            },
            ...errorResponses(POST_CODES),
          },
        },
      },
      ...sitePaths(),
      [STATUS_PATH]: {
        get: {
          operationId: 'status',
          summary: 'Whether the conversion API is enabled',
          responses: {
            '200': {
              description: 'The API status',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiStatus' } } },
            },
            ...errorResponses(['METHOD_NOT_ALLOWED']),
          },
        },
      },
    },
    components: {
      schemas: {
        ConvertSuccess: jsonSchema(convertSuccessSchema),
        QuickConvertSuccess: jsonSchema(quickSuccessSchema),
        BatchRequest: jsonSchema(batchRequestSchema, 'input'),
        BatchSuccess: jsonSchema(batchSuccessSchema),
        ApiStatus: jsonSchema(apiStatusSchema),
      },
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'Optional. A valid key raises the fair-use budget; a missing or unknown key counts as anonymous.',
        },
      },
      headers: {
        'RateLimit-Limit': integer('Requests allowed per window for this caller.'),
        'RateLimit-Remaining': integer('Requests left in the current window.'),
        'RateLimit-Reset': integer('Seconds until the window starts again.'),
        'RateLimit-Policy': { description: 'The budget as "<limit>;w=<window seconds>".', schema: { type: 'string' } },
        'Retry-After': integer('Seconds to wait before the next request.'),
        Allow: { description: 'The allowed methods.', schema: { type: 'string' } },
      },
    },
    externalDocs: { description: 'Documentation and sandbox', url: `${origin}/api` },
  };
}
