/**
 * The symbol as a unit label shows it after the name, in brackets: without the qualifier some
 * symbols carry in brackets of their own ("gal (US)" → "gal"), since the name already says it
 * ("US gallons") and "US gallons (gal (US))" would stack brackets.
 */
export function labelSymbol(symbol: string): string {
  return symbol.replace(/\s*\([^()]*\)$/, '');
}
