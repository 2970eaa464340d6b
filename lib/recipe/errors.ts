/**
 * Typed errors of the recipe engine. `code` is for the UI and for tests; `message` is English for
 * logs, and an error about an unknown option lists the valid ones.
 */

export type RecipeErrorCode = 'UNKNOWN_UNIT' | 'UNKNOWN_SYSTEM';

const RECIPE_ERROR_MESSAGES = {
  UNKNOWN_UNIT: 'Unknown recipe unit: {value}. Valid units: {options}',
  UNKNOWN_SYSTEM: 'Unknown measurement system: {value}. Valid systems: {options}',
} as const satisfies Record<RecipeErrorCode, string>;

export class RecipeError extends Error {
  override readonly name = 'RecipeError';
  readonly code: RecipeErrorCode;
  readonly value: string;
  readonly validOptions: readonly string[];

  constructor(code: RecipeErrorCode, details: { value: string; validOptions: readonly string[] }) {
    super(
      RECIPE_ERROR_MESSAGES[code].replace('{value}', JSON.stringify(details.value)).replace('{options}', details.validOptions.join(', ')),
    );
    this.code = code;
    this.value = details.value;
    this.validOptions = details.validOptions;
  }
}
