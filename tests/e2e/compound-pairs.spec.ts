import { expect, test, type Page } from '@playwright/test';
import { conversionTableRows, fractionColumn, tableRowCells } from '@/lib/converter/panels';
import { converterView } from '@/lib/converter/result';
import { convert, getPair, unitSymbol, type Pair } from '@/lib/units';
import { locales, localizedPath, messages, type Locale } from '../support/messages';

// The cookie banner is fixed to the bottom of the screen and not under test here.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('consent', JSON.stringify({ state: { decision: 'denied' }, version: 0 }));
  });
});

/** A pair page and the value typed into its converter (a row its table lists too). */
const PAGES = [
  { pair: getPair('length', 'cm-to-feet-and-inches')!, value: 170 },
  { pair: getPair('weight', 'kg-to-stone-and-pounds')!, value: 80 },
] as const;

const titleOf = (pair: Pair, locale: Locale) =>
  (messages[locale].PairContent as Record<string, Record<string, { title: string }>>)[pair.category]![pair.slug]!.title;

function card(page: Page, locale: Locale, pair: Pair) {
  const m = messages[locale];
  return page.getByRole('region', { name: m.Converter.label.replace('{category}', m.CategoryNames[pair.category]) });
}

test('heights and body weights answer in parts, in the converter and the table, in every language', async ({ page }) => {
  test.setTimeout(60_000);
  for (const locale of locales) {
    for (const { pair, value } of PAGES) {
      await page.goto(localizedPath(locale, `/convert/${pair.category}/${pair.slug}`));
      await expect(page.getByRole('heading', { level: 1, name: titleOf(pair, locale) })).toBeVisible();
      const converter = card(page, locale, pair);
      await converter.getByLabel(messages[locale].Converter.value).fill(String(value));
      // "170 cm ≈ 5 ft 6.93 in", as the engine writes it in the page's language.
      const view = converterView({ category: pair.category, from: pair.from, to: pair.to, input: String(value), locale });
      if (view.state !== 'result') throw new Error(`${pair.slug}: no result`);
      await expect(converter.getByRole('status')).toContainText(view.line);
      const units = { category: pair.category, from: pair.from, to: pair.to };
      const listed = conversionTableRows(units).find((candidate) => candidate.from === value)!;
      const [fromCell, toCell] = tableRowCells(listed, { ...units, locale });
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: fromCell!, exact: true }) });
      await expect(row.getByRole('cell', { name: toCell!, exact: true })).toBeVisible();
      expect(toCell).toContain(unitSymbol(pair.category, pair.to === 'ft_in' ? 'in' : 'lb', locale));
    }
  }
});

test('a table of centimeters in inches adds the nearest 1/16 inch, marked ≈', async ({ page }) => {
  const pair = getPair('length', 'cm-to-inches')!;
  await page.goto(`/convert/${pair.category}/${pair.slug}`);
  const column = fractionColumn(pair.category, pair.from, pair.to)!;
  const header = messages.en.ConversionTable.fraction
    .replace('{unit}', messages.en.UnitNames.length.in)
    .replace('{denominator}', String(column.denominator));
  await expect(page.getByRole('columnheader', { name: header }).first()).toBeVisible();
  const cells = tableRowCells(
    { kind: 'number', from: 25, to: convert('length', 'cm', 'in', 25) },
    { category: 'length', from: 'cm', to: 'in', locale: 'en' },
  );
  expect(cells).toEqual(['25', '9.8425', '≈ 9 13/16']);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: '25', exact: true }) });
  await expect(row.getByRole('cell', { name: '≈ 9 13/16', exact: true })).toBeVisible();
});
