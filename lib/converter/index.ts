/**
 * The converter card's logic, framework-free: unit resets, stored units, the page address, results.
 * The conversion table's and formula panel's are in ./panels.ts: every converter card's client code
 * imports this module, and the bundler ships everything a module re-exports, so they stay out of it.
 */
export { hasUnits, initialUnits, type UnitPair, type UnitSources } from './units';
export {
  parseStoredUnits,
  readStoredEntry,
  readStoredUnits,
  unitsStorageKey,
  UNITS_STORAGE_PREFIX,
  writeStoredUnits,
  type UnitsStorage,
} from './storage';
export {
  addressOf,
  addressQuery,
  MAX_ADDRESS_VALUE_LENGTH,
  readAddress,
  type AddressOptions,
  type AddressPreset,
  type PageLocation,
} from './address';
export { startValueOf } from './start-value';
export { QUICK_CONVERSIONS, quickConversionsOf, type QuickConversion } from './quick';
export {
  converterReducer,
  DEFAULT_INPUT,
  initialState,
  type ConverterAction,
  type ConverterState,
} from './state';
export {
  converterView,
  type ConverterErrorMessage,
  type ConverterRequest,
  type ConverterView,
} from './result';
export {
  ANALYTICS_CATEGORY,
  CONVERT_EVENT_DELAY_MS,
  converterEvent,
  type ConverterEventName,
  type ConverterEvent,
} from './events';
export { writtenAmount } from './written';
