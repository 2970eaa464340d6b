/** Messages of the MCP tools' own checks (the conversions carry the API's messages). */
export const MCP_ERRORS = {
  LANG: 'lang must be one of',
  SYSTEM: 'system must be metric, imperial, metric-weight or as-written',
  SERVINGS: '{name} must be a whole number from 1 to 999',
  NO_INGREDIENTS: 'ingredients must hold at least one line of text',
  TOO_MANY_LINES: 'ingredients may hold at most {max} lines of at most {length} characters',
} as const;
