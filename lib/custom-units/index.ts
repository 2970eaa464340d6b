/** Units of the visitor's own: definitions, their checks and their links (plain TypeScript, no React). */
export type { CustomUnit } from './types';
export { CUSTOM_UNIT_LIMITS } from './limits';
export { customUnitOf, type UnitFields } from './read-definition';
export { readDefines } from './read-defines';
export { defineText } from './define-text';
