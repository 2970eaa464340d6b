/**
 * A validated query through the site's own engine (convertInput), as the API's success body or a
 * catalogue error. Pure and synchronous: rates are passed in.
 */
import { COMPOUND_PRECISION, type ResultFormat } from '@/lib/format/answer';
import { DISPLAY_DECIMALS } from '@/lib/format/result';
import { DEFAULT_DENOMINATOR, type Denominator } from '@/lib/format/ruler-fraction';
import { API_ERROR_CODES, compoundPartsOf, convertInput, ERROR_MESSAGES, getCategory, type Rates } from '@/lib/units';
import { fillTemplate } from '@/lib/format/template';
import { readDefines, type CustomUnit } from '@/lib/custom-units';
import { API_MESSAGES, echo } from './catalogue';
import { failure, unitFailure, type ApiFailure } from './query';
import type { ConvertQuery, ConvertSuccessBody } from './schemas';

export type ConvertOutcome =
  { readonly ok: true; readonly body: ConvertSuccessBody } | { readonly ok: false; readonly failure: ApiFailure };

/** The query's format parameters as the formatter's choice: sig wins over precision. */
function resultFormatOf(query: ConvertQuery): ResultFormat {
  if (query.format === 'fraction') {
    return { kind: 'fraction', denominator: (query.denominator ?? DEFAULT_DENOMINATOR) as Denominator };
  }
  if (query.sig !== undefined) return { kind: 'decimal', sig: query.sig };
  return query.precision === undefined ? { kind: 'decimal' } : { kind: 'decimal', precision: query.precision };
}

/** What the answer says about its rounding: the format, and precision, sig or denominator. */
function roundingOf(
  format: ResultFormat,
  category: string,
  to: string,
): Pick<ConvertSuccessBody, 'format' | 'precision' | 'sig' | 'denominator'> {
  if (format.kind === 'fraction') return { format: 'fraction', denominator: format.denominator ?? DEFAULT_DENOMINATOR };
  if (format.sig !== undefined) return { format: 'decimal', sig: format.sig };
  const compound = compoundPartsOf(category, to) !== undefined;
  return { format: 'decimal', precision: format.precision ?? (compound ? COMPOUND_PRECISION : DISPLAY_DECIMALS) };
}

/** A defined unit as the answer lists it: the fields a caller gave, and the id to name it by. */
const listed = ({ id, name, symbol, amount, unit }: CustomUnit) => ({ id, name, symbol, amount, unit });

export function convertQuery(query: ConvertQuery, rates?: Rates): ConvertOutcome {
  const { category, from, to, value } = query;
  const format = resultFormatOf(query);
  // Units of the caller's own, read whole before anything is converted: one bad definition refuses the request.
  const defines = readDefines(category, query.define ?? []);
  if (!defines.ok) return { ok: false, failure: failure('INVALID_DEFINITION', defines.message) };
  const defined = defines.units.length === 0 ? undefined : defines.units;
  const outcome = convertInput({ category, from, to, input: value, locale: 'en', rates, format, defined });
  if (outcome.ok === true) {
    const { result, formatted, exact, parts, between } = outcome;
    const base = { ok: true, category, from, to, value: outcome.value, result, formatted, exact } as const;
    const body: ConvertSuccessBody = {
      ...base,
      ...(parts === undefined ? {} : { parts: parts.map((part) => ({ unit: part.unit, value: part.value })) }),
      ...(getCategory(category)?.kind === 'table' ? { kind: 'table' } : {}),
      ...(between === undefined ? {} : { between: { lower: between.lowerPlain, upper: between.upperPlain } }),
      ...roundingOf(format, category, to),
      ...(defined === undefined ? {} : { defined: defined.map(listed) }),
    };
    return { ok: true, body };
  }
  // Validation has made sure units and value are given, so "nothing to convert" cannot happen here.
  if (outcome.ok === null) {
    const message = fillTemplate(API_MESSAGES.MISSING_PARAMETERS, { names: 'value' });
    return { ok: false, failure: failure('MISSING_PARAMETERS', message) };
  }
  const code = API_ERROR_CODES[outcome.error];
  if (code === 'INVALID_UNIT') {
    const ids = defined?.map((unit) => unit.id);
    return { ok: false, failure: unitFailure(category, from, to, outcome.message, ids) };
  }
  if (code === 'INVALID_CATEGORY') {
    return { ok: false, failure: failure(code, outcome.message, outcome.validOptions) };
  }
  // The engine's INVALID_VALUE messages name the rule ("…in base 2", "…greater than zero").
  const message =
    outcome.message === ERROR_MESSAGES.INVALID_NUMBER ? fillTemplate(API_MESSAGES.INVALID_VALUE, { value: echo(value) }) : outcome.message;
  return { ok: false, failure: failure(code, message) };
}
