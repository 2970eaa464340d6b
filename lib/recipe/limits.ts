/**
 * How much recipe text is accepted: far beyond any real recipe, small enough that a pasted file
 * cannot stall the page. Plain numbers, so the page's text box can use them without the schemas.
 */
export const MAX_RECIPE_LINES = 10_000;
export const MAX_LINE_LENGTH = 10_000;
