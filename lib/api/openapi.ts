/**
 * GET /api/openapi.json: an OpenAPI 3.1 document generated from the zod schemas the handler uses
 * (zod 4's JSON Schema output is draft 2020-12, the dialect of OpenAPI 3.1), the error catalogue
 * and the configured limits.
 */
import { z } from 'zod';
import { API_ERROR_CATALOGUE, type ApiCatalogueCode } from './catalogue';
import type { ApiLimits } from './config';
import { exampleResponse } from './docs';
import {
  apiErrorSchema,
  apiStatusSchema,
  codesByStatus,
  CONVERT_PARAMETERS,
  convertQuerySchema,
  convertSuccessSchema,
  FORMAT_PARAMETERS,
} from './schemas';
import { CONVERT_PATH, STATUS_PATH } from './url';

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';

type JsonObject = Record<string, unknown>;

/** A schema as JSON Schema without its `$schema` line (OpenAPI 3.1 declares the dialect once). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonObject {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonObject;
  delete json.$schema;
  return json;
}

function parameters(): JsonObject[] {
  return [...CONVERT_PARAMETERS, ...FORMAT_PARAMETERS].map((name) => {
    const { description, example, ...schema } = jsonSchema(convertQuerySchema.shape[name], 'input');
    const required = (CONVERT_PARAMETERS as readonly string[]).includes(name);
    return { name, in: 'query', required, description, example, schema };
  });
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
        'Free unit conversion with the same engine as the Unitly website: 16 categories from length to currency.',
        `Fair use: anonymous callers share ${limits.anonymous} requests per ${limits.windowSeconds} seconds per IP address;`,
        `callers with an API key (header X-API-Key) get ${limits.keyed} per key. Over budget the API answers 429 RATE_LIMITED with Retry-After.`,
        'Every answer allows any origin (CORS). Deterministic answers are cacheable by any CDN; currency answers only while the day\'s rates are current.',
      ].join(' '),
    },
    servers: [{ url: origin }],
    security: [{}, { ApiKey: [] }],
    paths: {
      [CONVERT_PATH]: {
        get: {
          operationId: 'convert',
          summary: 'Convert a value between two units of a category',
          parameters: parameters(),
          responses: {
            '200': {
              description: 'The conversion',
              headers: rateLimitHeaderRefs,
              content: {
                'application/json': {
                  schema: { $ref: '#/components/schemas/ConvertSuccess' },
                  example: exampleResponse(),
                },
              },
            },
            ...errorResponses(),
          },
        },
      },
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
