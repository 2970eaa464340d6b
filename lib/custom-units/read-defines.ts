import { CUSTOM_UNIT_LIMITS } from './limits';
import { customUnitOf, defineFailure } from './read-definition';
import type { DefineFailure } from './errors';
import type { CustomUnit } from './types';

export type DefinesOutcome = { readonly ok: true; readonly units: readonly CustomUnit[] } | DefineFailure;

const NONE: DefinesOutcome = { ok: true, units: [] };

/**
 * The `define` parameters of a link or request, each "name:amount:unit[:symbol]", several in one
 * parameter separated by commas or the parameter repeated. Never throws; refuses the whole set on
 * the first bad definition, so an answer never rests on part of what was asked. Counted before
 * being read, so a thousand definitions cost one split.
 */
export function readDefines(category: string, parameters: readonly string[]): DefinesOutcome {
  if (parameters.length === 0) return NONE;
  const tooLong = parameters.find((parameter) => parameter.length > CUSTOM_UNIT_LIMITS.parameterLength);
  if (tooLong !== undefined) return defineFailure('DEFINE_SYNTAX', tooLong, category);
  const texts = parameters.flatMap((parameter) => parameter.split(',')).filter((text) => text.trim() !== '');
  if (texts.length > CUSTOM_UNIT_LIMITS.perRequest) return defineFailure('DEFINE_TOO_MANY', String(texts.length), category);
  const units: CustomUnit[] = [];
  for (const text of texts) {
    const fields = text.split(':');
    if (fields.length < 3 || fields.length > 4) return defineFailure('DEFINE_SYNTAX', text, category);
    const [name = '', amount = '', unit = '', symbol] = fields;
    const read = customUnitOf(category, { name, amount, unit, symbol });
    if (!read.ok) return read;
    if (units.some((other) => other.id === read.unit.id)) return defineFailure('DEFINE_TAKEN', name, category);
    units.push(read.unit);
  }
  return { ok: true, units };
}
