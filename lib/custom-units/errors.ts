import { CUSTOM_UNIT_LIMITS } from './limits';

/** Why a definition was refused; the UI translates the code (namespace CustomUnits.errors). */
export type DefineErrorCode =
  | 'DEFINE_SYNTAX'
  | 'DEFINE_NAME'
  | 'DEFINE_SYMBOL'
  | 'DEFINE_AMOUNT'
  | 'DEFINE_UNIT'
  | 'DEFINE_CATEGORY'
  | 'DEFINE_TAKEN'
  | 'DEFINE_TOO_MANY';

const { perRequest, nameLength, symbolLength, smallest, largest } = CUSTOM_UNIT_LIMITS;

/** English messages for the API, MCP and logs; `{name}` placeholders are filled by fillTemplate. */
export const DEFINE_MESSAGES = {
  DEFINE_SYNTAX: 'A definition is name:amount:unit with an optional :symbol (mug:350:ml); got "{given}"',
  DEFINE_NAME: `A unit name is 1 to ${nameLength} letters, digits, spaces, dots, apostrophes or hyphens, starting with a letter or digit; got "{given}"`,
  DEFINE_SYMBOL: `A symbol is 1 to ${symbolLength} letters, digits or . ' ° / - without spaces; got "{given}"`,
  DEFINE_AMOUNT: `The amount must be a plain decimal number from ${smallest} to ${largest}; got "{given}"`,
  DEFINE_UNIT: 'Unit "{given}" is not a unit of {category} a custom unit can be based on',
  DEFINE_CATEGORY: 'Category {category} cannot have custom units: only categories converted by a factor can',
  DEFINE_TAKEN: 'The name "{given}" is already a unit of {category} or defined twice',
  DEFINE_TOO_MANY: `At most ${perRequest} definitions per request; got {given}`,
} as const satisfies Record<DefineErrorCode, string>;

export interface DefineFailure {
  readonly ok: false;
  readonly code: DefineErrorCode;
  /** English, from DEFINE_MESSAGES. */
  readonly message: string;
  /** The part refused, cut to a readable length (never the whole of a hostile parameter). */
  readonly given: string;
}
