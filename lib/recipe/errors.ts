/**
 * Typed errors of the recipe engine. `code` is for the UI and for tests; `message` is English for
 * logs, and an error about an unknown option lists the valid ones.
 */
import { fillTemplate } from '@/lib/format/template';

export type RecipeErrorCode = 'UNKNOWN_SYSTEM';

const RECIPE_ERROR_MESSAGES = {
  UNKNOWN_SYSTEM: 'Unknown measurement system: {value}. Valid systems: {options}',
} as const satisfies Record<RecipeErrorCode, string>;

export class RecipeError extends Error {
  override readonly name = 'RecipeError';
  readonly code: RecipeErrorCode;
  readonly value: string;
  readonly validOptions: readonly string[];

  constructor(code: RecipeErrorCode, details: { value: string; validOptions: readonly string[] }) {
    super(fillTemplate(RECIPE_ERROR_MESSAGES[code], { value: JSON.stringify(details.value), options: details.validOptions.join(', ') }));
    this.code = code;
    this.value = details.value;
    this.validOptions = details.validOptions;
  }
}
