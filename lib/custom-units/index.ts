/** Units of the visitor's own: definitions, their checks and their links (plain TypeScript, no React). */
export type { CustomUnit } from './types';
export { CUSTOM_UNIT_LIMITS } from './limits';
export { DEFINE_MESSAGES, type DefineErrorCode, type DefineFailure } from './errors';
export { canDefineIn, customUnitId, customUnitOf, type UnitFields } from './read-definition';
export { readDefines, type DefinesOutcome } from './read-defines';
export { defineText } from './define-text';
export { resolveUnit, type ResolvedUnit } from './resolve';
