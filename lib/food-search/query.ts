/**
 * The food search's query rules that the page needs too: its longest query and the term looked up.
 * A plain module (no zod), since the browser loads it; the route's schema is in ./request.
 */

export const MAX_QUERY_LENGTH = 100;

/**
 * What is actually looked up: the text before the first comma or parenthesis, lower-cased
 * and trimmed, so "Banana (ripe), 2 pcs" searches "banana". May be empty ("(organic)").
 */
export function lookupTerm(query: string): string {
  return (query.split(/[,(]/, 1)[0] ?? '').toLowerCase().trim();
}
