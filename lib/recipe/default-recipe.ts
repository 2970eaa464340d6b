import type { Locale } from '@/i18n/locales';

/**
 * The sample recipe in each language, as a cook there writes it: the same seven ingredients and
 * amounts, with the language's words for the units ("2 tazas de harina", "2 Tassen Mehl") and
 * foods the built-in nutrition table knows in that language (tested).
 */
export const DEFAULT_RECIPE_LINES = {
  en: ['2 cups flour', '1/2 cup sugar', '1/2 tsp salt', '1 cup milk', '2 eggs', '1/4 cup butter', '1 tsp vanilla'],
  es: [
    '2 tazas de harina',
    '1/2 taza de azúcar',
    '1/2 cucharadita de sal',
    '1 taza de leche',
    '2 huevos',
    '1/4 de taza de mantequilla',
    '1 cucharadita de extracto de vainilla',
  ],
  de: ['2 Tassen Mehl', '1/2 Tasse Zucker', '1/2 TL Salz', '1 Tasse Milch', '2 Eier', '1/4 Tasse Butter', '1 TL Vanilleextrakt'],
  fr: [
    '2 tasses de farine',
    '1/2 tasse de sucre',
    '1/2 c. à café de sel',
    '1 tasse de lait',
    '2 œufs',
    '1/4 de tasse de beurre',
    '1 c. à café d’extrait de vanille',
  ],
  no: ['2 kopper hvetemel', '1/2 kopp sukker', '1/2 ts salt', '1 kopp melk', '2 egg', '1/4 kopp smør', '1 ts vaniljeekstrakt'],
} as const satisfies Record<Locale, readonly string[]>;

const defaults: readonly (readonly string[])[] = Object.values(DEFAULT_RECIPE_LINES);

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

/** Whether these lines are the untouched sample recipe of any language. */
export function isDefaultRecipe(lines: readonly string[]): boolean {
  return defaults.some((sample) => sameLines(sample, lines));
}

/**
 * The input as the visitor's language shows it: an untouched sample recipe (stored in whichever
 * language it was first shown, or just reset) reads in the page's language; anything the visitor
 * typed stays as typed.
 */
export function inputForLocale<Input extends { readonly lines: readonly string[] }>(input: Input, locale: Locale): Input {
  const lines = DEFAULT_RECIPE_LINES[locale];
  if (sameLines(input.lines, lines) || !isDefaultRecipe(input.lines)) return input;
  return { ...input, lines };
}
