import { expect, test } from '@playwright/test';
import { converterView } from '@/lib/converter/result';
import { locales, localizedPath, messages } from '../support/messages';

// The cookie banner is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** "5 ft 3 in" as each language writes it: the value reader knows the units' local words. */
const FEET_AND_INCHES = {
  en: '5 ft 3 in',
  es: '5 pies 3 pulgadas',
  de: '5 Fuß 3 Zoll',
  fr: '5 pieds 3 pouces',
  no: '5 fot 3 tommer',
} as const;

test('in every language the card reads fractions and feet and inches, answers as a fraction when asked, remembers it, and refuses 1/0', async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const [index, locale] of locales.entries()) {
    const t = messages[locale].Converter;
    await page.goto(localizedPath(locale, '/category/length'));
    const card = page.getByRole('region', { name: t.label.replace('{category}', messages[locale].CategoryNames.length) });
    const value = card.getByLabel(t.value, { exact: true });
    const from = card.getByLabel(t.from, { exact: true });
    const to = card.getByLabel(t.to, { exact: true });
    const formatControl = card.getByLabel(t.format, { exact: true });
    const result = card.getByRole('status');
    const line = (input: string, fromUnit: string, toUnit: string, denominator?: 8) => {
      const view = converterView({
        category: 'length',
        from: fromUnit,
        to: toUnit,
        input,
        locale,
        format: denominator ? { kind: 'fraction', denominator } : undefined,
      });
      if (view.state !== 'result') throw new Error(`${locale} ${input}: no result`);
      return view.exact ? t.exactLine.replace('{line}', view.line) : view.line;
    };

    // The choice of the previous language's page is remembered in this browser.
    await expect(formatControl).toHaveValue(index === 0 ? 'decimal' : 'fraction');
    await formatControl.selectOption({ label: t.formatDecimal });

    await from.selectOption('in');
    await to.selectOption('cm');
    await value.fill('1 1/2');
    await expect(result, locale).toHaveText(line('1 1/2', 'in', 'cm'));

    await from.selectOption('ft_in');
    await value.fill(FEET_AND_INCHES[locale]);
    await expect(result, locale).toHaveText(line(FEET_AND_INCHES[locale], 'ft_in', 'cm'));

    await from.selectOption('cm');
    await to.selectOption('in');
    await value.fill('30');
    await formatControl.selectOption({ label: t.formatFraction });
    await card.getByLabel(t.precision, { exact: true }).selectOption({ label: t.precisionDenominator.replace('{denominator}', '8') });
    await expect(result, locale).toHaveText(line('30', 'cm', 'in', 8));

    await value.fill('1/0');
    await expect(result, locale).toHaveText(t.errors.invalidNumber);
    await expect(value).toHaveAttribute('aria-invalid', 'true');
  }
});
