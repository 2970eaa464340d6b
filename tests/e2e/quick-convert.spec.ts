import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { localizedPath, messages, type Locale } from '../support/messages';

// Answer the cookie banner up front: it is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

function box(page: Page, locale: Locale) {
  const t = messages[locale].QuickConvert;
  const field = page.getByRole('textbox', { name: t.label, exact: true });
  const form = page.getByRole('form', { name: t.label, exact: true });
  return { field, form, answer: form.getByRole('status'), open: form.getByRole('link', { name: t.openConverter }) };
}

/** Each query filled into its language's home page box, and the text its answer must show. */
async function expectAnswers(page: Page, cases: readonly (readonly [Locale, string, string])[]) {
  for (const [locale, query, text] of cases) {
    await page.goto(localizedPath(locale, '/'));
    await box(page, locale).field.fill(query);
    await expect(box(page, locale).answer).toContainText(text);
  }
}

/** One query per language, typed as a visitor types it, and the answer it must show. */
const TYPED: readonly [Locale, string, string, string][] = [
  ['en', '5 ft 3 in to cm', '5 ft 3 in = 160.02 cm', '/convert/length/feet-and-inches-to-cm?value=5.25'],
  ['es', '5 pies 3 pulgadas a cm', '5 ft 3 in = 160,02 cm', '/es/convert/length/feet-and-inches-to-cm?value=5.25'],
  ['de', '20 Grad Celsius in Fahrenheit', '20 °C = 68 °F', '/de/convert/temperature/celsius-to-fahrenheit?value=20'],
  ['fr', '3 tasses de farine en grammes', '3 tasses de farine = 375 g', '/fr/tools/recipe-converter'],
  ['no', '100 km/t i mph', '100 km/t = 62,137119 mph', '/no/convert/speed/kmh-to-mph?value=100'],
];

test.describe('quick convert box', () => {
  for (const [locale, query, answer, href] of TYPED) {
    test(`${locale}: answers "${query}" while typing, with a link to the converter`, async ({ page }) => {
      await page.goto(localizedPath(locale, '/'));
      const b = box(page, locale);
      await b.field.pressSequentially(query, { delay: 10 });
      await expect(b.answer).toContainText(answer);
      await expect(b.open).toHaveAttribute('href', href);
    });
  }

  test('answers questions as people ask them, in each language and its notation', async ({ page }) => {
    const asked: readonly [Locale, string, string][] = [
      ['en', 'how many grams in 3 cups of flour', '3 cups of flour = 375 g'],
      ['es', 'cuántos gramos son 3 tazas de harina', '3 tazas de harina = 375 g'],
      ['de', 'wie viel cm sind 5 Zoll', '5 in = 12,7 cm'],
      ['fr', 'combien de cm dans 5 pieds 10', '5 ft 10 in = 177,8 cm'],
      ['no', 'gjør om 100 PS til kW', '100 hk = 73,549875 kW'],
    ];
    await expectAnswers(page, asked);
  });

  test('says which two sizes a size between rows lies between, as the converter does', async ({ page }) => {
    const said: readonly [Locale, string, string][] = [
      ['en', 'eu 42.2 to us w', 'Between EU 42 and EU 42½: US W 10½ is the nearest size.'],
      ['de', 'Schuhgröße 42,2 in US', 'Zwischen EU 42 und EU 42½: US M 9 ist die nächstliegende Größe.'],
    ];
    await expectAnswers(page, said);
    await box(page, 'de').field.fill('Schuhgröße 42 in US');
    await expect(box(page, 'de').answer).toContainText('EU 42 = US M 9');
    await expect(box(page, 'de').answer).not.toContainText('Zwischen');
  });

  test('is at the top of category and pair pages, and its link opens the converter with the value', async ({ page }) => {
    await page.goto('/convert/length/cm-to-inches');
    const b = box(page, 'en');
    await b.field.fill('1.5 gallons in liters');
    await expect(b.answer).toContainText('1.5 gal (US) = 5.678118 L');
    await expect(b.answer).toContainText('gal (UK)');
    await page.goto('/category/weight');
    await box(page, 'en').field.fill('70 kg in lb');
    await expect(box(page, 'en').open).toHaveAttribute('href', '/convert/weight/kg-to-pounds?value=70');
  });

  test('explains incompatible units and offers examples; refuses more than 200 characters', async ({ page }) => {
    await page.goto('/');
    const b = box(page, 'en');
    await b.field.fill('5 kg to m');
    await expect(b.answer).toHaveText('These units cannot be converted: kilograms measure weight and meters measure length.');
    await page.getByRole('button', { name: '5 ft 3 in to cm' }).click();
    await expect(b.answer).toContainText('= 160.02 cm');
    await b.field.fill('5'.repeat(201));
    await expect(b.answer).toHaveText('That is too long: use at most 200 characters.');
    await page.goto('/de');
    const de = box(page, 'de');
    await de.field.fill('5 kg in m');
    await expect(de.answer).toHaveText('Kilogramm messen das Gewicht, Meter messen die Länge.');
  });

  test('has no accessibility violations with an answer showing', async ({ page }) => {
    await page.goto('/');
    await box(page, 'en').field.fill('5 ft');
    await expect(box(page, 'en').answer).toContainText('152.4 cm');
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('history and favourites', () => {
  test('conversions and starred pairs appear on the home page, link back with their value, and history clears', async ({ page }) => {
    await page.goto('/category/length');
    const card = page.getByRole('region', { name: 'Converter: Length' });
    await card.getByLabel('From', { exact: true }).selectOption('cm');
    await card.getByLabel('To', { exact: true }).selectOption('in');
    await card.getByLabel('Value').fill('42');
    const star = card.getByRole('button', { name: 'Add to favorites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('status')).toContainText('16.535433');

    const quick = box(page, 'en');
    await quick.field.fill('2 lb to kg');
    await expect(quick.answer).toContainText('0.907185 kg');
    // Both are recorded once the input rests.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('conversion-history') ?? '')).toContain('"value":"2"');
    // Feet and inches are kept as written, in parts, never as 5.666666666666667 "ft + in".
    await quick.field.fill('5 ft 8 in to cm');
    await expect(quick.answer).toContainText('172.72 cm');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('conversion-history') ?? '')).toContain('"value":"5 ft 8 in"');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('conversion-history') ?? '')).toContain('"value":"42"');

    await page.goto('/');
    const favourites = page.getByRole('region', { name: 'Your favorites' });
    await expect(favourites.getByRole('link', { name: '42 cm to in' })).toHaveAttribute('href', '/convert/length/cm-to-inches?value=42');
    const recent = page.getByRole('region', { name: 'Recent conversions' });
    await expect(recent.getByRole('link', { name: '2 lb = 0.907185 kg' })).toHaveAttribute('href', '/convert/weight/pounds-to-kg?value=2');
    await expect(recent.getByRole('link', { name: '42 cm = 16.535433 in' })).toBeVisible();
    await expect(recent.getByRole('link', { name: '5 ft 8 in = 172.72 cm', exact: true })).toBeVisible();
    await recent.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByRole('region', { name: 'Recent conversions' })).toHaveCount(0);
    await expect(favourites).toBeVisible();

    // Pressed again, the pair leaves the favourites.
    await page.goto('/convert/length/cm-to-inches');
    const pairCard = page.getByRole('region', { name: 'Converter: Length' });
    await pairCard.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(pairCard.getByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Your favorites' })).toHaveCount(0);
  });

  test('a pair page keeps stored conversions it cannot check; the home page lists only known ones and forgets the rest', async ({
    page,
  }) => {
    const known = { category: 'length', from: 'cm', to: 'in', value: '3' };
    const retired = { category: 'length', from: 'parsec', to: 'in', value: '1' };
    const stored = { state: { recent: [{ ...retired, result: '1' }], favourites: [retired, known] }, version: 0 };
    await page.addInitScript((entry) => {
      if (window.localStorage.getItem('conversion-history') === null) window.localStorage.setItem('conversion-history', entry);
    }, JSON.stringify(stored));

    await page.goto('/convert/length/cm-to-inches');
    const star = page.getByRole('region', { name: 'Converter: Length' }).getByRole('button', { name: 'Add to favorites' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('conversion-history'))).toContain('parsec');

    await page.goto('/');
    const favourites = page.getByRole('region', { name: 'Your favorites' });
    await expect(favourites.getByRole('link')).toHaveText(['3 cm to in']);
    await expect(page.getByRole('region', { name: 'Recent conversions' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('conversion-history') ?? '')).not.toContain('parsec');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('conversion-history')))!).state.favourites).toEqual([known]);
  });

  test('works in another locale with its own names', async ({ page }) => {
    await page.goto('/no/category/weight');
    const t = messages.no.Favourites;
    const star = page.getByRole('button', { name: t.add });
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/no');
    await expect(page.getByRole('heading', { name: t.favouritesTitle })).toBeVisible();
  });
});
