/**
 * The converter card's logic, framework-free: unit resets, stored units, the page address, results.
 * The conversion table's and formula panel's are in ./panels.ts: every converter card's client code
 * imports this module, and the bundler ships everything a module re-exports, so they stay out of it.
 */
export { initialUnits, type UnitPair } from './units';
// The store of the stored units (./units-store.ts) is not re-exported: only the cards need it.
export { unitsStorageKey } from './storage';
export { addressOf, addressQuery, MAX_ADDRESS_VALUE_LENGTH, readAddress } from './address';
export { HOME_CATEGORY, startValueOf } from './start-value';
export { QUICK_CONVERSIONS, quickConversionsOf } from './quick';
export { converterReducer, DEFAULT_INPUT, initialState } from './state';
// The engine itself (converterView) is imported from './result' by the server and loaded on demand
// by the card (./engine.ts): re-exported here, it would be in every card's first scripts.
export type { ConverterView } from './result';
export { viewKey } from './view-key';
export type { InitialView } from './initial-view';
export { converterEvent } from './events';
