/**
 * Bounds on definitions, wherever they come from (a link, the API, MCP, an imported file): enough
 * for a kitchen's mugs and scoops, too few for a request to make the server or a page do much work.
 */
export const CUSTOM_UNIT_LIMITS = {
  /** Definitions in one link or request. */
  perRequest: 5,
  /** Units kept in one browser. */
  stored: 50,
  nameLength: 40,
  symbolLength: 12,
  /** Characters of the amount as written ("350", "0.78", "1e-3"). */
  amountLength: 24,
  /** Amounts outside [smallest, largest] are refused: nobody's unit is 10^-15 or 10^15 of another. */
  smallest: 1e-12,
  largest: 1e12,
  /** Characters of a whole `define` parameter; longer ones are refused before they are split. */
  parameterLength: 600,
} as const satisfies Record<string, number>;
