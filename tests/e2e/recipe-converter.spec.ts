import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_RECIPE_DAILY_VALUES, DEFAULT_RECIPE_MACROS, DEFAULT_RECIPE_PER_SERVING } from '../support/default-recipe-nutrition';
import { AXE_LOCALES } from '../support/axe';
import { locales, localizedPath, messages } from '../support/messages';
import { openRecipe, recipeLive, RECIPE_PATH as PATH } from '../support/recipe-page';

const en = messages.en.RecipeConverter;

function scaledList(page: Page) {
  return page.getByRole('list', { name: en.outputTitle });
}

function label(page: Page) {
  return page.getByRole('region', { name: en.nutrition.labelTitle });
}

const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });

test('the default recipe scaled from 2 to 4 servings shows the flour as 960 ml in metric and 4 cups in imperial', async ({ page }) => {
  await openRecipe(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(page.getByRole('spinbutton', { name: 'Original servings' })).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: 'Desired servings' })).toHaveValue('4');
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await expect(page.getByText('Serves 4 · 7 ingredients')).toBeVisible();
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('960 ml flour');
  await expect(scaledList(page).getByRole('listitem')).toHaveCount(7);

  await page.getByRole('radio', { name: 'Imperial' }).check();
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('4 cups flour');
  await expect(scaledList(page).getByRole('listitem').nth(5)).toContainText('1/2 cup butter');
});

test('"As written" scales the amounts and keeps the recipe\'s own units, in every language', async ({ page }) => {
  const lines: Record<(typeof locales)[number], readonly [string, string]> = {
    en: ['2 cups flour\n200 g butter', '4 cups flour'],
    es: ['2 tazas de harina\n200 g de mantequilla', '4 tazas de harina'],
    de: ['2 Tassen Mehl\n200 g Butter', '4 Tassen Mehl'],
    fr: ['2 tasses de farine\n200 g de beurre', '4 tasses de farine'],
    no: ['2 kopper mel\n200 g smør', '4 kopper mel'],
  };
  await openRecipe(page);
  for (const locale of locales) {
    const t = messages[locale].RecipeConverter;
    // The consent answered once holds for every language.
    await page.goto(localizedPath(locale, PATH));
    await recipeLive(page, locale);
    await page.getByRole('textbox', { name: t.ingredients }).fill(lines[locale][0]);
    await page.getByRole('radio', { name: t.asWritten }).check();
    const list = page.getByRole('list', { name: t.outputTitle });
    await expect(list.getByRole('listitem').first()).toContainText(lines[locale][1]);
    await expect(list.getByRole('listitem').nth(1)).toContainText('400 g');
  }
});

test('nutrition per serving appears on the label and matches the numbers worked out by hand', async ({ page }) => {
  await openRecipe(page);
  await expect(page.getByRole('tab', { name: 'Nutrition facts' })).toHaveAttribute('aria-selected', 'true');
  const facts = label(page);
  await expect(facts).toContainText('4 servings per recipe');
  await expect(facts).toContainText(new RegExp(`Calories\\s*${whole.format(DEFAULT_RECIPE_PER_SERVING.calories)}`));
  const rows = [
    ['Total Fat', `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.fat)} g`, DEFAULT_RECIPE_DAILY_VALUES.fat],
    ['Sodium', `${whole.format(DEFAULT_RECIPE_PER_SERVING.sodium)} mg`, DEFAULT_RECIPE_DAILY_VALUES.sodium],
    ['Total Carbohydrate', `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.carbs)} g`, DEFAULT_RECIPE_DAILY_VALUES.carbs],
    ['Dietary Fiber', `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.fiber)} g`, DEFAULT_RECIPE_DAILY_VALUES.fiber],
    ['Total Sugars', `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.sugar)} g`, null],
    ['Protein', `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.protein)} g`, DEFAULT_RECIPE_DAILY_VALUES.protein],
    ['Vitamin A', `${whole.format(DEFAULT_RECIPE_PER_SERVING.vitaminA)} IU`, DEFAULT_RECIPE_DAILY_VALUES.vitaminA],
    ['Calcium', `${whole.format(DEFAULT_RECIPE_PER_SERVING.calcium)} mg`, DEFAULT_RECIPE_DAILY_VALUES.calcium],
    ['Iron', `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.iron)} mg`, DEFAULT_RECIPE_DAILY_VALUES.iron],
  ] as const;
  for (const [name, amount, percent] of rows) {
    const row = facts.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row).toContainText(amount);
    if (percent !== null) await expect(row).toContainText(`${percent}%`);
  }
  await expect(page.getByText('Based on 7 of 7 ingredients.')).toBeVisible();

  await page.getByRole('tab', { name: 'Macronutrients' }).click();
  for (const [name, macro] of [
    ['Protein', 'protein'],
    ['Carbohydrates', 'carbs'],
    ['Fat', 'fat'],
  ] as const) {
    await expect(page.getByRole('meter', { name })).toHaveAttribute('aria-valuenow', String(DEFAULT_RECIPE_MACROS[macro].percentage));
  }
  await expect(
    page.getByText(
      `${oneDecimal.format(DEFAULT_RECIPE_PER_SERVING.carbs)} g · ${whole.format(DEFAULT_RECIPE_MACROS.carbs.calories)} kcal per serving`,
    ),
  ).toBeVisible();
});

test('copy and download give the same text, in a file named after the servings', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRecipe(page);
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('960 ml flour');

  await page.getByRole('button', { name: 'Copy recipe' }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download recipe' }).click()]);
  expect(download.suggestedFilename()).toBe('recipe-4-servings.txt');
  const downloaded = await readFile(await download.path(), 'utf8');

  expect(downloaded).toBe(copied);
  expect(copied).toBe(
    [
      'Recipe for 4 servings',
      '',
      '- 960 ml flour',
      '- 240 ml sugar',
      '- 5 ml salt',
      '- 480 ml milk',
      '- 4 eggs',
      '- 120 ml butter',
      '- 10 ml vanilla',
      '',
    ].join('\n'),
  );
});

test('an empty recipe shows the prompt and disables copy and download', async ({ page }) => {
  await openRecipe(page);
  await page.getByRole('textbox', { name: 'Ingredients' }).fill('');
  await expect(page.getByText(en.emptyPrompt)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy recipe' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download recipe' })).toBeDisabled();
  await expect(page.getByText(en.nutrition.noData)).toBeVisible();
});

test('the servings steppers stay between 1 and 999 and turn typed non-numbers into 1', async ({ page }) => {
  await openRecipe(page);
  const original = page.getByRole('spinbutton', { name: 'Original servings' });
  const desired = page.getByRole('spinbutton', { name: 'Desired servings' });
  await page.getByRole('button', { name: en.decreaseOriginal }).click();
  await expect(original).toHaveValue('1');
  await expect(page.getByRole('button', { name: en.decreaseOriginal })).toBeDisabled();

  await desired.fill('abc');
  await expect(desired).toHaveValue('1');
  await desired.fill('5000');
  await expect(desired).toHaveValue('999');
  await expect(page.getByRole('button', { name: en.increaseDesired })).toBeDisabled();

  await desired.fill('3');
  await expect(page.getByText('Serves 3 · 7 ingredients')).toBeVisible();
  // 2 cups for 1 serving, scaled to 3: 6 cups = 1440 ml, shown as litres.
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('1.44 l flour');
});

test('reset restores the default recipe', async ({ page }) => {
  await openRecipe(page);
  await page.getByRole('spinbutton', { name: 'Desired servings' }).fill('10');
  await page.getByRole('radio', { name: 'Imperial' }).check();
  await page.getByRole('textbox', { name: 'Ingredients' }).fill('1 kg potatoes');
  await expect(scaledList(page).getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Original servings' })).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: 'Desired servings' })).toHaveValue('4');
  await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Ingredients' })).toHaveValue(
    '2 cups flour\n1/2 cup sugar\n1/2 tsp salt\n1 cup milk\n2 eggs\n1/4 cup butter\n1 tsp vanilla',
  );
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('960 ml flour');
});

test('the recipe, its settings and the computed result survive a reload', async ({ page }) => {
  await openRecipe(page);
  await page.getByRole('spinbutton', { name: 'Desired servings' }).fill('6');
  await page.getByRole('radio', { name: 'Imperial' }).check();
  await page.getByRole('textbox', { name: 'Ingredients' }).fill('500 g flour\n3 eggs');
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('3.31 lb flour');

  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Desired servings' })).toHaveValue('6');
  await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Ingredients' })).toHaveValue('500 g flour\n3 eggs');
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('3.31 lb flour');
  await expect(scaledList(page).getByRole('listitem').nth(1)).toContainText('9 eggs');
});

test('a Spanish recipe parses on the Spanish page, in Spanish units', async ({ page }) => {
  const es = messages.es.RecipeConverter;
  await openRecipe(page, 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('textbox', { name: es.ingredients }).fill('2 tazas de harina\n3 huevos');
  const list = page.getByRole('list', { name: es.outputTitle });
  await expect(list.getByRole('listitem').first()).toContainText('960 ml de harina');
  await expect(list.getByRole('listitem').first()).toContainText('500 g');
  await page.getByRole('radio', { name: es.imperial }).check();
  await expect(list.getByRole('listitem').first()).toContainText('4 tazas de harina');
  await expect(list.getByRole('listitem').nth(1)).toContainText('6 huevos');
  await expect(page.getByRole('region', { name: es.nutrition.labelTitle })).toContainText(es.nutrition.totalFat);
});

test('a food missing from the table is looked up through the food search, and an unknown one is marked "No data"', async ({ page }) => {
  await openRecipe(page);
  await page.getByRole('textbox', { name: 'Ingredients' }).fill('100 g stubtella\n100 g nothingfound');
  // 100 g for 2 servings scaled to 4: 200 g × 539 kcal/100 g ÷ 4 servings = 269.5 kcal.
  await expect(label(page)).toContainText(/Calories\s*270/);
  await expect(page.getByText('Based on 1 of 2 ingredients.')).toBeVisible();
  await expect(scaledList(page).getByRole('listitem').nth(1)).toContainText('No data');
  await expect(scaledList(page).getByRole('listitem').first()).not.toContainText('No data');
});

test('nutrition shows a loading state while foods are looked up, and a late answer for an older recipe is ignored', async ({ page }) => {
  let releaseOlder!: () => void;
  const olderMayAnswer = new Promise<void>((resolve) => {
    releaseOlder = resolve;
  });
  let olderAnswered!: () => void;
  const olderDone = new Promise<void>((resolve) => {
    olderAnswered = resolve;
  });
  await page.route('**/api/food-search', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as { query?: string };
    if (body.query !== 'heldfood') return route.continue();
    await olderMayAnswer;
    await route.fulfill({
      json: { ok: true, source: 'open-food-facts', results: [{ id: 'x', name: 'Held', servingSize: 100, calories: 900 }] },
    });
    olderAnswered();
  });
  await openRecipe(page);
  const ingredients = page.getByRole('textbox', { name: 'Ingredients' });
  await ingredients.fill('100 g heldfood');
  await expect(page.getByText('Loading nutrition data…')).toBeVisible();

  await ingredients.fill('100 g stubtella');
  await expect(label(page)).toContainText(/Calories\s*270/);
  releaseOlder();
  await olderDone;
  // 100 g of the held food would be 200 g × 900 kcal ÷ 4 = 450 kcal per serving.
  await expect(label(page)).toContainText(/Calories\s*270/);
  await expect(page.getByText('Loading nutrition data…')).toBeHidden();
});

test('the sample shows without the food table, which is fetched once, when the recipe changes', async ({ page }) => {
  // The table's first food is not one of the sample's: a script holding it is the table.
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.text().then(
        (text) => (text.includes("'chicken-breast-raw'") || text.includes('"chicken-breast-raw"') ? response.url() : null),
        () => null,
      ),
    );
  });
  const tableScripts = async () => (await Promise.all(reads)).filter((url) => url !== null);

  await openRecipe(page);
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('matched: All-purpose flour');
  await expect(label(page)).toContainText(new RegExp(`Calories\\s*${whole.format(DEFAULT_RECIPE_PER_SERVING.calories)}`));
  await page.waitForLoadState('networkidle');
  expect(await tableScripts()).toEqual([]);

  await page.getByRole('spinbutton', { name: 'Desired servings' }).fill('8');
  await expect(page.getByText('Serves 8 · 7 ingredients')).toBeVisible();
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('1.92 l flour');
  await page.getByRole('textbox', { name: 'Ingredients' }).fill('500 g chicken breast');
  await expect(scaledList(page).getByRole('listitem').first()).toContainText('matched: Chicken breast');
  await expect(label(page)).toBeVisible();
  expect(await tableScripts()).toHaveLength(1);
});

test('the nutrition tabs follow the tabs pattern: one Tab stop, arrows, Home and End select', async ({ page }) => {
  await openRecipe(page);
  const tablist = page.getByRole('tablist', { name: en.nutrition.tabsLabel });
  const facts = tablist.getByRole('tab', { name: en.nutrition.factsTab });
  const macros = tablist.getByRole('tab', { name: en.nutrition.macrosTab });
  await expect(facts).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: en.nutrition.factsTab })).toContainText(en.nutrition.labelTitle);

  await facts.focus();
  await page.keyboard.press('ArrowRight');
  await expect(macros).toBeFocused();
  await expect(macros).toHaveAttribute('aria-selected', 'true');
  await expect(facts).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: en.nutrition.macrosTab })).toContainText(en.nutrition.macrosTitle);
  await expect(label(page)).toHaveCount(0);

  // Round the ends, and Home and End.
  await page.keyboard.press('ArrowRight');
  await expect(facts).toBeFocused();
  await expect(facts).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(macros).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(facts).toBeFocused();
  await expect(facts).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(macros).toBeFocused();
  await expect(macros).toHaveAttribute('aria-selected', 'true');

  // Only the selected tab is a Tab stop: the next one is its panel.
  await page.keyboard.press('Shift+Tab');
  await expect(facts).not.toBeFocused();
  await expect(macros).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(macros).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: en.nutrition.macrosTab })).toBeFocused();

  await facts.click();
  await expect(facts).toHaveAttribute('aria-selected', 'true');
  await expect(label(page)).toBeVisible();
});

for (const locale of AXE_LOCALES) {
  test(`axe finds no violations on the recipe converter in ${locale}`, async ({ page }) => {
    await page.goto(localizedPath(locale, PATH));
    await expect(page.getByRole('region', { name: messages[locale].RecipeConverter.nutrition.labelTitle })).toBeVisible();
    const facts = await new AxeBuilder({ page }).analyze();
    expect(facts.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await page.getByRole('tab', { name: messages[locale].RecipeConverter.nutrition.macrosTab }).click();
    const macros = await new AxeBuilder({ page }).analyze();
    expect(macros.violations.map((v) => `${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  });
}
