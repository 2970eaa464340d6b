/**
 * The conversion table's and formula panel's logic, framework-free: table rows and cells, formulas,
 * worked examples. Apart from ./index.ts, which the converter card's client code imports, so a page
 * gets this code only where it renders the panels in the browser (components/converter/unit-panels.tsx).
 */
export {
  MAX_TABLE_ROWS,
  MIN_KNOWN_ROWS,
  splitColumns,
  STANDARD_TABLE_VALUES,
  conversionTableRows,
  tableValues,
  type TableRow,
} from './table';
export { presetTableValues } from './table-presets';
export { fractionCellText, fractionColumn, tableRowCells, type FractionColumn } from './table-cells';
export { formulaExpression, formulaOf, formulaUnitOf, type Formula } from './formula';
export { workedExample } from './example';
