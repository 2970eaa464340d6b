/**
 * The rules of convertQuerySchema as plain lookups, for the API's hot path: the same answers as the
 * schema's safeParse (a property test holds them together), without building an issue list for
 * every request. The schema stays the contract and the source of the OpenAPI document.
 */
import { isCategoryId } from '@/lib/units';
import {
  CONVERT_PARAMETERS,
  FORMAT_PARAMETERS,
  FORMAT_VALUES,
  MAX_UNIT_LENGTH,
  MAX_VALUE_LENGTH,
  type ConvertParameter,
  type ConvertQueryParameters,
  type FormatParameter,
} from './schemas';

export type RawQuery = Readonly<Record<string, string | readonly string[]>>;

export type QueryCheck =
  | { readonly ok: true; readonly query: ConvertQueryParameters }
  | { readonly ok: false; readonly parameter: ConvertParameter | FormatParameter };

const ALLOWED: Readonly<Record<FormatParameter, ReadonlySet<string>>> = {
  format: new Set(FORMAT_VALUES.format),
  precision: new Set(FORMAT_VALUES.precision),
  sig: new Set(FORMAT_VALUES.sig),
  denominator: new Set(FORMAT_VALUES.denominator),
};

const within = (given: unknown, max: number): given is string => typeof given === 'string' && given.length >= 1 && given.length <= max;

const REQUIRED: Readonly<Record<ConvertParameter, (given: unknown) => boolean>> = {
  category: isCategoryId,
  from: (given) => within(given, MAX_UNIT_LENGTH),
  to: (given) => within(given, MAX_UNIT_LENGTH),
  value: (given) => within(given, MAX_VALUE_LENGTH),
};

/** The query, or the first parameter (what to convert, then how to write it) the schema would refuse. */
export function checkConvertQuery(raw: RawQuery): QueryCheck {
  for (const name of CONVERT_PARAMETERS) if (!REQUIRED[name](raw[name])) return { ok: false, parameter: name };
  for (const name of FORMAT_PARAMETERS) {
    const given = raw[name];
    if (given !== undefined && (typeof given !== 'string' || !ALLOWED[name].has(given))) return { ok: false, parameter: name };
  }
  const query: Record<string, string | number> = {
    category: raw.category as string,
    from: raw.from as string,
    to: raw.to as string,
    value: raw.value as string,
  };
  if (raw.format !== undefined) query.format = raw.format as string;
  for (const name of ['precision', 'sig', 'denominator'] as const) if (raw[name] !== undefined) query[name] = Number(raw[name]);
  return { ok: true, query: query as ConvertQueryParameters };
}
