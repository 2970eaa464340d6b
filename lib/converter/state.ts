import type { UnitPair } from './units';

/** What the converter card holds: the two units and the text typed. */
export interface ConverterState extends UnitPair {
  readonly input: string;
}

/** The input a converter starts with (default 1). */
export const DEFAULT_INPUT = '1';

export type ConverterAction =
  | { readonly type: 'input'; readonly input: string }
  | { readonly type: 'from'; readonly unit: string }
  | { readonly type: 'to'; readonly unit: string }
  | { readonly type: 'swap' }
  /** Both units at once: a quick conversion, or the reset when the category or page changes. */
  | { readonly type: 'units'; readonly units: UnitPair };

export function initialState(units: UnitPair, input: string = DEFAULT_INPUT): ConverterState {
  return { from: units.from, to: units.to, input };
}

/** The converter's transitions. Swapping exchanges the units and keeps the value typed. */
export function converterReducer(state: ConverterState, action: ConverterAction): ConverterState {
  switch (action.type) {
    case 'input':
      return action.input === state.input ? state : { ...state, input: action.input };
    case 'from':
      return action.unit === state.from ? state : { ...state, from: action.unit };
    case 'to':
      return action.unit === state.to ? state : { ...state, to: action.unit };
    case 'swap':
      return { ...state, from: state.to, to: state.from };
    case 'units':
      return action.units.from === state.from && action.units.to === state.to
        ? state
        : { ...state, from: action.units.from, to: action.units.to };
  }
}
