/** The converter card's logic, framework-free: unit resets, stored units, the page address, results, tables, formulas. */
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
export {
  MAX_TABLE_ROWS,
  MIN_KNOWN_ROWS,
  splitColumns,
  STANDARD_TABLE_VALUES,
  conversionTableRows,
  tableValues,
  type TableRequest,
  type TableRow,
} from './table';
export { presetTableValues } from './table-presets';
export {
  fractionCellText,
  fractionColumn,
  TABLE_FRACTION_DENOMINATOR,
  tableCellText,
  tableRowCells,
  type FractionColumn,
  type TableCellsRequest,
} from './table-cells';
export { formulaExpression, formulaOf, formulaUnitOf, type Formula } from './formula';
export { writtenAmount } from './written';
export { DEFAULT_EXAMPLE_VALUE, EXAMPLE_VALUES, exampleValueOf, workedExample, type WorkedExample } from './example';
