/** The plain-text recipe that both "Copy recipe" and "Download recipe" give, and its file name. */
import type { ScaledItem } from '@/lib/recipe/types';

/** The downloaded file is named recipe-{servings}-servings.txt. */
export function recipeFileName(servings: number): string {
  return `recipe-${servings}-servings.txt`;
}

/** A title line (translated by the caller), a blank line, then one "- " line per ingredient. */
export function recipeText(title: string, items: readonly Pick<ScaledItem, 'converted'>[]): string {
  return [title, '', ...items.map((item) => `- ${item.converted}`)].join('\n') + '\n';
}
