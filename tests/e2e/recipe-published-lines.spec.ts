import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messages } from '../support/messages';
import { STUBTELLA_PRODUCT } from '../support/off-stub';
import { openRecipe } from '../support/recipe-page';

const en = messages.en.RecipeConverter;

function items(page: Page) {
  return page.getByRole('list', { name: en.outputTitle }).getByRole('listitem');
}

async function paste(page: Page, lines: readonly string[], from: number, to: number) {
  await page.getByRole('spinbutton', { name: 'Original servings' }).fill(String(from));
  await page.getByRole('spinbutton', { name: 'Desired servings' }).fill(String(to));
  await page.getByRole('textbox', { name: 'Ingredients' }).fill(lines.join('\n'));
}

test('lines as BBC Food prints them scale by their first measure, packages by their count, with the food each was matched to', async ({
  page,
}) => {
  await openRecipe(page);
  await paste(
    page,
    [
      '150g/5½oz fillet steak, cut into chunks',
      '125ml/4½fl oz tomato ketchup',
      '300ml/10½fl oz pineapple juice',
      '10g/½oz fresh tarragon, leaves only',
      '1 (400g) tin chopped tomatoes',
      'For the sauce:',
      'salt and pepper, to taste',
    ],
    1,
    2,
  );
  await expect(items(page).nth(0)).toContainText('300 g fillet steak, cut into chunks');
  await expect(items(page).nth(1)).toContainText('250 ml tomato ketchup');
  await expect(items(page).nth(2)).toContainText('600 ml pineapple juice');
  await expect(items(page).nth(2)).toContainText('620 g');
  await expect(items(page).nth(3)).toContainText('20 g fresh tarragon, leaves only');
  await expect(items(page).nth(4)).toContainText('2 (400 g) tins chopped tomatoes');
  await expect(items(page).nth(4)).toContainText('800 g');
  await expect(items(page).nth(4)).toContainText('matched: Canned tomatoes');
  await expect(items(page).nth(5)).toHaveText(/^For the sauce:/);
  await expect(items(page).nth(6)).toHaveText(/^salt and pepper, to taste/);
  await expect(page.getByRole('list', { name: en.outputTitle })).not.toContainText('×');
});

test('"By weight" shows cups of flour and sugar in grams, keeps milk in millilitres, and is remembered', async ({ page }) => {
  await openRecipe(page);
  await paste(page, ['2 cups flour', '1/2 cup sugar', '1 cup milk'], 1, 1);
  await page.getByRole('radio', { name: en.metricWeight }).check();
  await expect(items(page).nth(0)).toContainText('250 g flour');
  await expect(items(page).nth(1)).toContainText('100 g sugar');
  await expect(items(page).nth(2)).toContainText('240 ml milk');
  await page.reload();
  await expect(page.getByRole('radio', { name: en.metricWeight })).toBeChecked();
  await expect(items(page).nth(0)).toContainText('250 g flour');
  await page.getByRole('radio', { name: 'Metric', exact: true }).check();
  await expect(items(page).nth(0)).toContainText('480 ml flour');
});

test('a "No data" line takes a food chosen from the food search, and the choice is remembered for that name', async ({ page }) => {
  await openRecipe(page);
  await paste(page, ['100 g stubtella', '100 g nothingfound'], 2, 2);
  await expect(items(page).nth(1)).toContainText(en.noData);
  await items(page).nth(1).getByRole('button', { name: 'Choose food for nothingfound' }).click();
  const search = items(page).nth(1).getByRole('searchbox', { name: en.chooserSearch });
  await search.fill('stubtella');
  await items(page).nth(1).getByRole('button', { name: en.chooserSearchButton, exact: true }).click();
  await items(page)
    .nth(1)
    .getByRole('button', { name: new RegExp(STUBTELLA_PRODUCT.product_name) })
    .click();
  await expect(items(page).nth(1)).toContainText(`chosen: ${STUBTELLA_PRODUCT.product_name}`);
  await expect(items(page).nth(1)).not.toContainText(en.noData);
  await expect(page.getByText('Based on 2 of 2 ingredients.')).toBeVisible();

  await page.reload();
  await expect(items(page).nth(1)).toContainText(`chosen: ${STUBTELLA_PRODUCT.product_name}`);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});
