import { expect, type Page } from '@playwright/test';
import { localizedPath, messages, type Locale } from './messages';

export const RECIPE_PATH = '/tools/recipe-converter';

/**
 * Waits until the recipe converter has its scaled recipe: its download button is enabled only then.
 * The recipe's own tests start there; what is typed while the page loads is typed-while-loading.spec.ts's.
 */
export async function recipeLive(page: Page, locale: Locale = 'en'): Promise<void> {
  await expect(page.getByRole('button', { name: messages[locale].RecipeConverter.download })).toBeEnabled();
}

/** Opens the recipe converter in `locale`, answers the consent banner over its bottom, and waits until it is live. */
export async function openRecipe(page: Page, locale: Locale = 'en'): Promise<void> {
  await page.goto(localizedPath(locale, RECIPE_PATH));
  await page
    .getByRole('region', { name: messages[locale].Consent.label })
    .getByRole('button', { name: messages[locale].Consent.decline })
    .click();
  await recipeLive(page, locale);
}
