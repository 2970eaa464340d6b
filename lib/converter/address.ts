import type { ConverterState } from './state';

/*
 * The converter's state in the page address, so a conversion can be shared or bookmarked:
 * `/category/length?from=ft_in&to=cm&value=5.25`, `/convert/length/cm-to-inches?value=30`.
 * A pair page's units are the pair's (`fixedUnits`), so only its value is read and written.
 * The value stays the text typed; the converter reads it like any other input, so a bad value
 * shows the field's usual message. Parameters are read like URLSearchParams#get: the first counts.
 */

/** A longer value is not read from an address (nor written to one); the quick-convert box allows as much. */
export const MAX_ADDRESS_VALUE_LENGTH = 200;

export interface AddressOptions {
  /** The page names the units (a pair page): from and to are neither read nor written. */
  readonly fixedUnits: boolean;
  /**
   * Definitions of the visitor's own units the state names ("mug:350:ml"), written as `define`
   * parameters so that whoever opens the link gets the same answer (lib/custom-units/link.ts reads them).
   */
  readonly defines?: readonly string[];
}

/** What an address presets; each part is absent when the address does not give a usable one. */
export interface AddressPreset {
  readonly from?: string;
  readonly to?: string;
  readonly value?: string;
}

/** A value as an address may carry it: one line (a text field has no line breaks), not too long. */
function readableValue(value: string | null): string | undefined {
  if (value === null || value.length > MAX_ADDRESS_VALUE_LENGTH || /[\r\n]/.test(value)) return undefined;
  return value;
}

/**
 * The preset in a query string (`?from=cm&to=in&value=30`, with or without the `?`) for a
 * converter whose category has the unit ids `units`. Units that are not among them are left out,
 * each on its own, so the page falls back to its usual units; never throws.
 */
export function readAddress(search: string, units: readonly string[], { fixedUnits }: AddressOptions): AddressPreset {
  const params = new URLSearchParams(search);
  const value = readableValue(params.get('value'));
  if (fixedUnits) return value === undefined ? {} : { value };
  const unit = (name: 'from' | 'to') => {
    const id = params.get(name);
    return id !== null && units.includes(id) ? id : undefined;
  };
  const preset: { from?: string; to?: string; value?: string } = {};
  const from = unit('from');
  const to = unit('to');
  if (from !== undefined) preset.from = from;
  if (to !== undefined) preset.to = to;
  if (value !== undefined) preset.value = value;
  return preset;
}

/** The query string (with its `?`) that presets `state`: from, to and value, or value alone for fixed units. */
export function addressQuery(state: ConverterState, { fixedUnits, defines = [] }: AddressOptions): string {
  const params = new URLSearchParams();
  if (!fixedUnits) {
    params.set('from', state.from);
    params.set('to', state.to);
    for (const define of defines) params.append('define', define);
  }
  const value = readableValue(state.input);
  if (value !== undefined) params.set('value', value);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** The parts of `window.location` an address is built from. */
export interface PageLocation {
  readonly origin: string;
  readonly pathname: string;
  readonly hash?: string;
}

/** The page's address with `state` in its query: same origin, path (locale prefix included) and fragment. */
export function addressOf(location: PageLocation, state: ConverterState, options: AddressOptions): string {
  return `${location.origin}${location.pathname}${addressQuery(state, options)}${location.hash ?? ''}`;
}
