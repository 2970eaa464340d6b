/**
 * The API's error catalogue: every code and status it answers with, including RATE_LIMITED (the
 * API has limits) and METHOD_NOT_ALLOWED (it answers GET only). Every error
 * answer is `{ok: false, error: <code>, message}` with the code's status; the /api page, the OpenAPI
 * document and the tests all read this one table.
 */
export const API_ERROR_CATALOGUE = {
  API_DISABLED: { status: 503, meaning: 'API temporarily disabled' },
  MISSING_PARAMETERS: { status: 400, meaning: 'required parameters missing' },
  INVALID_VALUE: { status: 400, meaning: 'value not a valid number' },
  INVALID_CATEGORY: { status: 400, meaning: 'category not supported' },
  INVALID_UNIT: { status: 400, meaning: 'unit not found in the category' },
  CONVERSION_ERROR: { status: 500, meaning: 'internal conversion error' },
  RATE_LIMITED: { status: 429, meaning: 'fair-use budget used up; retry after Retry-After seconds' },
  METHOD_NOT_ALLOWED: { status: 405, meaning: 'only GET, HEAD and OPTIONS are allowed' },
} as const satisfies Record<string, { readonly status: number; readonly meaning: string }>;

export type ApiCatalogueCode = keyof typeof API_ERROR_CATALOGUE;

export const apiCatalogueCodes = Object.keys(API_ERROR_CATALOGUE) as readonly ApiCatalogueCode[];

export function isApiCatalogueCode(value: unknown): value is ApiCatalogueCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_CATALOGUE, value);
}

/** The sandbox's code for a request that got no answer at all; the server never sends it. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** Methods the API answers; any other gets 405 with this list in `Allow`. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/**
 * English message templates (for logs and API callers; the page translates codes instead).
 * `{name}` placeholders are filled by `fillMessage`.
 */
export const API_MESSAGES = {
  API_DISABLED: 'The API is temporarily disabled; please check back later',
  MISSING_PARAMETERS: 'Missing required parameters: {names}',
  REPEATED_PARAMETER: 'Parameter {name} must be given once',
  INVALID_VALUE: 'Value {value} is not a valid number',
  VALUE_TOO_LONG: 'Parameter value must be at most {max} characters',
  INVALID_CATEGORY: 'Category {category} is not supported. Valid categories: {valid}',
  INVALID_UNIT: '{detail}. Valid units for {category}: {valid}',
  CONVERSION_ERROR: 'Internal conversion error',
  RATES_UNAVAILABLE: 'Internal conversion error: currency rates are unavailable',
  RATE_LIMITED:
    'Too many requests: the fair-use budget is {limit} requests per {window} seconds for {tier} callers. Retry in {retry} seconds',
  METHOD_NOT_ALLOWED: 'Method {method} is not allowed; use GET',
} as const;

/** Longest piece of caller input echoed back in a message, so a 10 kB value is not sent back. */
export const ECHO_LIMIT = 40;

export function fillMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** Caller input as it appears inside a message: quoted, and cut at ECHO_LIMIT characters. */
export function echo(text: string): string {
  const chars = [...text];
  return JSON.stringify(chars.length > ECHO_LIMIT ? `${chars.slice(0, ECHO_LIMIT).join('')}…` : text);
}
