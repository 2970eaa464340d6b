/**
 * A validated query through the site's own engine (convertInput), as the API's success body or a
 * catalogue error. Pure and synchronous: rates are passed in.
 */
import { DISPLAY_DECIMALS } from '@/lib/format/result';
import { API_ERROR_CODES, convertInput, ERROR_MESSAGES, type Rates } from '@/lib/units';
import { API_MESSAGES, echo, fillMessage } from './catalogue';
import { failure, unitFailure, type ApiFailure } from './query';
import type { ConvertQuery, ConvertSuccessBody } from './schemas';

export type ConvertOutcome = { readonly ok: true; readonly body: ConvertSuccessBody } | { readonly ok: false; readonly failure: ApiFailure };

export function convertQuery(query: ConvertQuery, rates?: Rates): ConvertOutcome {
  const { category, from, to, value } = query;
  const outcome = convertInput({ category, from, to, input: value, locale: 'en', rates });
  if (outcome.ok === true) {
    const { result, formatted } = outcome;
    const body = { ok: true, category, from, to, value: outcome.value, result, formatted, precision: DISPLAY_DECIMALS } as const;
    return { ok: true, body };
  }
  // Validation has made sure units and value are given, so "nothing to convert" cannot happen here.
  if (outcome.ok === null) {
    const message = fillMessage(API_MESSAGES.MISSING_PARAMETERS, { names: 'value' });
    return { ok: false, failure: failure('MISSING_PARAMETERS', message) };
  }
  const code = API_ERROR_CODES[outcome.error];
  if (code === 'INVALID_UNIT') return { ok: false, failure: unitFailure(category, from, to, outcome.message) };
  if (code === 'INVALID_CATEGORY') {
    return { ok: false, failure: failure(code, outcome.message, outcome.validOptions) };
  }
  // The engine's INVALID_VALUE messages name the rule ("…in base 2", "…greater than zero").
  const message =
    outcome.message === ERROR_MESSAGES.INVALID_NUMBER
      ? fillMessage(API_MESSAGES.INVALID_VALUE, { value: echo(value) })
      : outcome.message;
  return { ok: false, failure: failure(code, message) };
}
