import type { Locale } from '@/i18n/locales';
import { readValue } from '@/lib/units';
import { INITIAL_KILOGRAMS, POUND_TABLE_DECIMALS, RESULT_DECIMALS } from './constants';
import { formatField } from '@/lib/format/number';
import { kilogramsToPounds, poundsToKilograms } from './conversion';

/** Which field the user edited last: it is the source, the other one shows the result. */
export type KgLbField = 'kg' | 'lb';

export interface KgLbState {
  /** The fields' text exactly as shown (what the user typed, or a formatted result). */
  readonly kg: string;
  readonly lb: string;
  readonly source: KgLbField;
}

export type KgLbAction =
  /** The user typed into a field. */
  | { readonly type: 'edit'; readonly field: KgLbField; readonly text: string; readonly locale: Locale }
  /** Swap: the source's value moves to the other field, which becomes the source. */
  | { readonly type: 'swap'; readonly locale: Locale }
  /** A quick conversion: kilograms set to a value. */
  | { readonly type: 'setKilograms'; readonly kilograms: number; readonly locale: Locale };

const other = (field: KgLbField): KgLbField => (field === 'kg' ? 'lb' : 'kg');

/**
 * Text of the field opposite `source` when `text` is in `source` (a number, a fraction such as
 * "1 1/2", or pounds and ounces such as "2 lb 3 oz"), or undefined when it is not a value.
 */
function converted(source: KgLbField, text: string, locale: Locale): string | undefined {
  const read = readValue(text, locale, { category: 'weight', unit: source });
  if (!read.ok) return undefined;
  const { value } = read;
  const result = source === 'kg' ? kilogramsToPounds(value) : poundsToKilograms(value);
  return formatField(result, locale, RESULT_DECIMALS);
}

/** 1 kg and 2.205 lb, kilograms the source. */
export function initialKgLbState(locale: Locale): KgLbState {
  return {
    kg: formatField(INITIAL_KILOGRAMS, locale, RESULT_DECIMALS),
    lb: formatField(kilogramsToPounds(INITIAL_KILOGRAMS), locale, POUND_TABLE_DECIMALS),
    source: 'kg',
  };
}

/**
 * The page's state changes. Editing a field makes it the source and converts it into the other;
 * text that is not a number changes nothing else. Swap exchanges the roles: the
 * source's value moves to the other field and is converted back from there.
 */
export function kgLbReducer(state: KgLbState, action: KgLbAction): KgLbState {
  switch (action.type) {
    case 'edit': {
      const next = { ...state, [action.field]: action.text, source: action.field };
      const result = converted(action.field, action.text, action.locale);
      return result === undefined ? next : { ...next, [other(action.field)]: result };
    }
    case 'swap': {
      const source = other(state.source);
      const text = state[state.source];
      const next = { ...state, [source]: text, source };
      const result = converted(source, text, action.locale);
      return result === undefined ? { ...next, [state.source]: state[source] } : { ...next, [other(source)]: result };
    }
    case 'setKilograms':
      return kgLbReducer(state, {
        type: 'edit',
        field: 'kg',
        text: formatField(action.kilograms, action.locale, RESULT_DECIMALS),
        locale: action.locale,
      });
  }
}
