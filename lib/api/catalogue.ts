/**
 * The API's error catalogue: every code and status it answers with, including RATE_LIMITED (the
 * API has limits) and METHOD_NOT_ALLOWED (it answers GET only). Every error
 * answer is `{ok: false, error: <code>, message}` with the code's status; the /api page, the OpenAPI
 * document and the tests all read this one table.
 */
import type { Locale } from '@/i18n/locales';
import { quoted } from '@/lib/format/typography';

export const API_ERROR_CATALOGUE = {
  API_DISABLED: { status: 503, meaning: 'API temporarily disabled' },
  MISSING_PARAMETERS: { status: 400, meaning: 'required parameters missing' },
  INVALID_VALUE: { status: 400, meaning: 'value not a valid number' },
  INVALID_CATEGORY: { status: 400, meaning: 'category not supported' },
  INVALID_UNIT: { status: 400, meaning: 'unit not found in the category' },
  SIZE_OUT_OF_RANGE: { status: 400, meaning: 'a size below the first or above the last row of its size chart' },
  UNPARSEABLE_QUERY: { status: 400, meaning: 'the text query (q) could not be read as a conversion' },
  INCOMPATIBLE_UNITS: { status: 400, meaning: 'the query names units that measure different things' },
  INVALID_FORMAT: { status: 400, meaning: 'a format parameter (format, precision, sig, denominator) not one of its allowed values' },
  INVALID_DEFINITION: {
    status: 400,
    meaning: 'a unit defined with define refused: its form, name, symbol, amount or base unit, or more than 5 definitions',
  },
  CONVERSION_ERROR: { status: 500, meaning: 'internal conversion error' },
  RATE_LIMITED: { status: 429, meaning: 'fair-use budget used up; retry after Retry-After seconds' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'method not allowed on this path (see Allow)' },
  INVALID_REQUEST: { status: 400, meaning: 'batch body is not JSON or not {"items": [...]}' },
  TOO_MANY_ITEMS: { status: 400, meaning: 'more than 1,000 items in one batch' },
  PAYLOAD_TOO_LARGE: { status: 413, meaning: 'batch body over 256 KB' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, meaning: 'batch body not sent as application/json' },
} as const satisfies Record<string, { readonly status: number; readonly meaning: string }>;

export type ApiCatalogueCode = keyof typeof API_ERROR_CATALOGUE;

export const apiCatalogueCodes = Object.keys(API_ERROR_CATALOGUE) as readonly ApiCatalogueCode[];

export function isApiCatalogueCode(value: unknown): value is ApiCatalogueCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_CATALOGUE, value);
}

/** The sandbox's code for a request that got no answer at all; the server never sends it. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** Methods each API path answers; any other gets 405 with its list in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
export const STATUS_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** Codes only a batch (POST /api/convert) answers with: faults of its body. */
export const BATCH_BODY_CODES = [
  'INVALID_REQUEST',
  'TOO_MANY_ITEMS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
] as const satisfies readonly ApiCatalogueCode[];

/** Most items in one batch (POST /api/convert). */
export const MAX_BATCH_ITEMS = 1_000;
/** Largest batch body in bytes; reading stops there. */
export const MAX_BATCH_BYTES = 256 * 1024;

/**
 * English message templates (for logs and API callers; the page translates codes instead).
 * `{name}` placeholders are filled by `fillTemplate` (lib/format/template.ts), like every other message.
 */
export const API_MESSAGES = {
  API_DISABLED: 'The API is temporarily disabled; please check back later',
  MISSING_PARAMETERS: 'Missing required parameters: {names}',
  REPEATED_PARAMETER: 'Parameter {name} must be given once',
  INVALID_VALUE: 'Value {value} is not a valid number',
  VALUE_TOO_LONG: 'Parameter value must be at most {max} characters',
  INVALID_CATEGORY: 'Category {category} is not supported. Valid categories: {valid}',
  INVALID_UNIT: '{detail}. Valid units for {category}: {valid}',
  INVALID_FORMAT: 'Parameter {name} must be one of: {allowed}',
  CONVERSION_ERROR: 'Internal conversion error',
  QUERY_TOO_LONG: 'Parameter q must be at most {max} characters',
  INCOMPATIBLE_UNITS: '{fromUnit} measure {fromCategory}, {toUnit} measure {toCategory}: they cannot be converted into each other',
  INVALID_LANG: 'Parameter lang must be one of {valid}',
  RATES_UNAVAILABLE: 'Internal conversion error: currency rates are unavailable',
  RATE_LIMITED:
    'Too many requests: the fair-use budget is {limit} requests per {window} seconds for {tier} callers. Retry in {retry} seconds',
  METHOD_NOT_ALLOWED: 'Method {method} is not allowed; use {allowed}',
  UNSUPPORTED_MEDIA_TYPE: 'Send the batch as Content-Type: application/json (got {type})',
  PAYLOAD_TOO_LARGE: 'The body must be at most {max} bytes',
  INVALID_JSON: 'The body is not valid JSON: {detail}',
  INVALID_BATCH: 'The body must be {"items": [...]} with 1 to {max} items: {detail}',
  TOO_MANY_ITEMS: 'At most {max} items per request; got {count}',
  DEFINE_WITH_Q: 'Parameter define works with category, from, to and value, not with q',
} as const;

/** Longest piece of caller input echoed back in a message, so a 10 kB value is not sent back. */
export const ECHO_LIMIT = 40;

/** Caller input cut at ECHO_LIMIT characters. */
function cut(text: string): string {
  const chars = [...text];
  return chars.length > ECHO_LIMIT ? `${chars.slice(0, ECHO_LIMIT).join('')}…` : text;
}

/** Caller input as it appears inside a message: quoted, and cut at ECHO_LIMIT characters. */
export function echo(text: string): string {
  return JSON.stringify(cut(text));
}

/**
 * Caller input inside a message told in the caller's language: in the language's quotation marks
 * («harina», „Mehl“), as the site writes them; English messages keep the JSON quotes they have always had.
 */
export function echoIn(text: string, locale: Locale): string {
  return locale === 'en' ? echo(text) : quoted(cut(text), locale);
}
