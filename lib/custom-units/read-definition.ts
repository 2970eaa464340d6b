import { fillTemplate } from '@/lib/format/template';
import { getCategory, getUnit, type CategoryId } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import { DEFINE_MESSAGES, type DefineErrorCode, type DefineFailure } from './errors';
import { CUSTOM_UNIT_LIMITS } from './limits';
import type { CustomUnit } from './types';

const { nameLength, symbolLength, amountLength, smallest, largest } = CUSTOM_UNIT_LIMITS;

// Letters of any script, so "Becher", "kopp" and "tasse à café" are names; nothing that could be markup or a separator.
const NAME = new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N} .'’-]{0,${nameLength - 1}}$`, 'u');
const SYMBOL = new RegExp(`^[\\p{L}\\p{N}.'’°/-]{1,${symbolLength}}$`, 'u');
const AMOUNT = /^\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

/** A name's id: what an address or `from` names the unit by. */
const customUnitId = (name: string): string => name.trim().normalize('NFC').toLocaleLowerCase('en').replace(/\s+/g, '-');

/** Quoted back in a message: short enough to read, whatever was sent. */
const shown = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

export function defineFailure(code: DefineErrorCode, given: string, category = ''): DefineFailure {
  const quoted = shown(given);
  return { ok: false, code, given: quoted, message: fillTemplate(DEFINE_MESSAGES[code], { given: quoted, category }) };
}

/** Categories converted by a factor (length, volume, torque…): the only ones a unit can be a multiple in. */
function canDefineIn(category: string): category is CategoryId {
  return getCategory(category)?.kind === 'linear';
}

/** A name the category's own units go by (id, address word or symbol): a unit of one's own cannot take it. */
function takenIn(category: CategoryId, id: string): boolean {
  return getCategory(category).units.some((unit) => unit.id === id || unit.slug === id || customUnitId(unit.symbol) === id);
}

export interface UnitFields {
  readonly name: string;
  readonly symbol?: string;
  readonly amount: string;
  readonly unit: string;
}

/**
 * A unit from its fields, checked: a name of letters and digits, an amount that is a plain positive
 * decimal within bounds, a base that is a plain unit of the category (not "ft + in"), and an id no
 * catalogue unit of the category has. The editor, links, the API and MCP all come through here.
 */
export function customUnitOf(category: string, fields: UnitFields): { readonly ok: true; readonly unit: CustomUnit } | DefineFailure {
  if (!canDefineIn(category)) return defineFailure('DEFINE_CATEGORY', category, category);
  const name = fields.name.trim().replace(/\s+/g, ' ').normalize('NFC');
  if (!NAME.test(name)) return defineFailure('DEFINE_NAME', fields.name, category);
  const symbol = (fields.symbol ?? '').trim().normalize('NFC') || name;
  if (!SYMBOL.test(symbol) && symbol !== name) return defineFailure('DEFINE_SYMBOL', fields.symbol ?? '', category);
  const amount = fields.amount.trim();
  const size = Number(amount);
  if (amount.length > amountLength || !AMOUNT.test(amount) || !(size >= smallest && size <= largest)) {
    return defineFailure('DEFINE_AMOUNT', fields.amount, category);
  }
  const unit = fields.unit.trim().toLowerCase();
  if (getUnit(category, unit) === undefined || compoundPartsOf(category, unit) !== undefined) {
    return defineFailure('DEFINE_UNIT', fields.unit, category);
  }
  const id = customUnitId(name);
  if (takenIn(category, id)) return defineFailure('DEFINE_TAKEN', name, category);
  return { ok: true, unit: { id, category, name, symbol, amount, unit } };
}
