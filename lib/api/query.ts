/**
 * Reading GET /api/convert's query string: raw text in, a validated query or the catalogue error
 * out. Never throws, whatever the text (malformed escapes, repeated or 10 kB parameters). The
 * `define` texts are passed on as given; the conversion reads them, knowing the category.
 */
import { categoryIds, getCategory, isCategoryId } from '@/lib/units';
import { fillTemplate } from '@/lib/format/template';
import { API_MESSAGES, echo, type ApiCatalogueCode } from './catalogue';
import { checkConvertQuery } from './query-check';
import {
  CONVERT_PARAMETERS,
  DEFINE_PARAMETER,
  FORMAT_PARAMETERS,
  FORMAT_VALUES,
  MAX_VALUE_LENGTH,
  type ConvertParameter,
  type ConvertQuery,
  type FormatParameter,
} from './schemas';

export interface ApiFailure {
  readonly code: ApiCatalogueCode;
  readonly message: string;
  readonly validOptions?: readonly string[];
}

export type QueryOutcome = { readonly ok: true; readonly query: ConvertQuery } | { readonly ok: false; readonly failure: ApiFailure };

/** The error code a bad parameter gets. */
const CODE_OF: Record<ConvertParameter | FormatParameter, ApiCatalogueCode> = {
  category: 'INVALID_CATEGORY',
  from: 'INVALID_UNIT',
  to: 'INVALID_UNIT',
  value: 'INVALID_VALUE',
  format: 'INVALID_FORMAT',
  precision: 'INVALID_FORMAT',
  sig: 'INVALID_FORMAT',
  denominator: 'INVALID_FORMAT',
};

function isFormatParameter(name: string): name is FormatParameter {
  return (FORMAT_PARAMETERS as readonly string[]).includes(name);
}

/**
 * Each parameter trimmed, ids lower-cased ("USD" works), a parameter given several times kept as
 * the list of its values (refused below). Absent or blank parameters are listed as missing.
 */
function rawParameters(params: URLSearchParams): { raw: Record<string, string | string[]>; missing: ConvertParameter[] } {
  const raw: Record<string, string | string[]> = {};
  const missing: ConvertParameter[] = [];
  for (const name of CONVERT_PARAMETERS) {
    const values = params.getAll(name).map((value) => (name === 'value' ? value.trim() : value.trim().toLowerCase()));
    if (values.every((value) => value === '')) missing.push(name);
    else raw[name] = values.length === 1 ? values[0]! : values;
  }
  // Format parameters are optional: absent (or given empty) means the default.
  for (const name of FORMAT_PARAMETERS) {
    const values = params.getAll(name).map((value) => value.trim().toLowerCase());
    if (values.length > 1) raw[name] = values;
    else if (values[0]) raw[name] = values[0];
  }
  return { raw, missing };
}

export function readConvertQuery(search: string | URLSearchParams): QueryOutcome {
  // Read as given: a URLSearchParams is never changed here, so it needs no copy.
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const { raw, missing } = rawParameters(params);
  if (missing.length > 0) {
    const message = fillTemplate(API_MESSAGES.MISSING_PARAMETERS, { names: missing.join(', ') });
    return { ok: false, failure: failure('MISSING_PARAMETERS', message) };
  }
  const checked = checkConvertQuery(raw);
  if (checked.ok) {
    // Repeating define is how several are given; blank ones define nothing. Names keep their case.
    const define = params.getAll(DEFINE_PARAMETER).filter((text) => text.trim() !== '');
    return { ok: true, query: define.length === 0 ? checked.query : { ...checked.query, define } };
  }
  return { ok: false, failure: failureOf(checked.parameter, raw) };
}

/** The failure of the first refused parameter (category before units before value before format). */
function failureOf(name: ConvertParameter | FormatParameter, raw: Record<string, string | string[]>): ApiFailure {
  const given = raw[name];
  const code = CODE_OF[name];
  if (isFormatParameter(name)) {
    const allowed = FORMAT_VALUES[name];
    return failure(code, fillTemplate(API_MESSAGES.INVALID_FORMAT, { name, allowed: allowed.join(', ') }), allowed);
  }
  if (Array.isArray(given)) return failure(code, fillTemplate(API_MESSAGES.REPEATED_PARAMETER, { name }));
  if (name === 'category') {
    const message = fillTemplate(API_MESSAGES.INVALID_CATEGORY, { category: echo(given ?? ''), valid: categoryIds.join(', ') });
    return failure(code, message, categoryIds);
  }
  if (name === 'value') return failure(code, fillTemplate(API_MESSAGES.VALUE_TOO_LONG, { max: MAX_VALUE_LENGTH }));
  return unitFailure(raw.category, raw.from, raw.to);
}

/** INVALID_UNIT naming both units and listing the category's (and those the request defined). */
export function unitFailure(
  category: string | string[] | undefined,
  from: string | string[] | undefined,
  to: string | string[] | undefined,
  detail?: string,
  defined: readonly string[] = [],
): ApiFailure {
  const id = typeof category === 'string' && isCategoryId(category) ? category : undefined;
  const units = id === undefined ? [] : [...getCategory(id).units.map((unit) => unit.id), ...defined];
  const message = fillTemplate(API_MESSAGES.INVALID_UNIT, {
    detail: detail ?? `Unit not found: ${echo(String(from))} or ${echo(String(to))}`,
    category: id ?? 'the category',
    valid: units.join(', '),
  });
  return { code: 'INVALID_UNIT', message, validOptions: units };
}

export function failure(code: ApiCatalogueCode, message: string, validOptions?: readonly string[]): ApiFailure {
  return validOptions === undefined ? { code, message } : { code, message, validOptions };
}
