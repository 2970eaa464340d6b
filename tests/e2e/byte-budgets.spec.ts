import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { allPairs, isPopularPair } from '@/lib/units';
import { prerenderedPairPages } from '../support/prerendered-pairs';
import { weighPage } from '../../scripts/perf/page-weight';
import { pageTypes, type PageType } from '../../scripts/perf/page-types';
import { E2E } from '../support/e2e-env';
import { locales, localizedPath } from '../support/messages';
import { htmlBudgetOf, jsBudgets, pairHtmlBudget } from './byte-budgets';

for (const [type, path] of Object.entries(pageTypes) as [PageType, string][]) {
  test(`the ${type} page (${path}) loads no more JavaScript than its budget`, async ({ request }) => {
    const weight = await weighPage(request, E2E.baseURL + path);
    expect(weight.scripts, `${type}: scripts loaded`).toBeGreaterThan(0);
    expect(
      weight.jsGzip,
      `${type} page ${path}: ${weight.jsGzip} bytes of JavaScript (gzip), budget ${jsBudgets[type]}`,
    ).toBeLessThanOrEqual(jsBudgets[type]);
  });
}

test("a pair page's HTML stays within its budget", async ({ request }) => {
  const weight = await weighPage(request, E2E.baseURL + pageTypes.pair);
  expect(
    weight.htmlGzip,
    `pair page ${pageTypes.pair}: ${weight.htmlGzip} bytes of HTML (gzip), budget ${pairHtmlBudget}`,
  ).toBeLessThanOrEqual(pairHtmlBudget);
});

test('every pre-rendered pair page, in every language, stays within the HTML budget', () => {
  const pages = prerenderedPairPages();
  expect(pages.length, 'pair pages in the build').toBeGreaterThan(100);
  const over = pages
    .map((file) => ({ file, bytes: gzipSync(readFileSync(file)).length }))
    .filter(({ file, bytes }) => bytes > htmlBudgetOf(file))
    .map(({ file, bytes }) => `${file}: ${bytes} (budget ${htmlBudgetOf(file)})`);
  expect(over, 'pair pages over their HTML budget (gzip)').toEqual([]);
});

// Pages rendered on their first request weigh what pre-rendered ones do: in every language, the
// categories with the most units (currency's pickers hold over a hundred and fifty); then the heaviest
// other kinds, a data pair across conventions and a size chart's pair page, which lists its whole chart.
const onDemand = ['currency', 'volume', 'length'].map((category) =>
  allPairs().find((pair) => pair.category === category && !isPopularPair(pair))!,
);
const onDemandPaths = [
  ...locales.flatMap((locale) => onDemand.map((pair) => localizedPath(locale, `/convert/${pair.category}/${pair.slug}`))),
  '/de/convert/data/kb-to-gb-si',
  '/de/convert/ring-size/uk-letters-to-us',
];
for (const path of onDemandPaths) {
  test(`the on-demand pair page ${path} stays within the pair page's budgets`, async ({ request }) => {
    const weight = await weighPage(request, E2E.baseURL + path);
    expect(weight.htmlGzip, `${path}: ${weight.htmlGzip} bytes of HTML (gzip), budget ${htmlBudgetOf(path)}`).toBeLessThanOrEqual(
      htmlBudgetOf(path),
    );
    expect(weight.jsGzip, `${path}: ${weight.jsGzip} bytes of JavaScript (gzip), budget ${jsBudgets.pair}`).toBeLessThanOrEqual(
      jsBudgets.pair,
    );
  });
}

// A size chart's page ships its own chart only, like any category page.
test('a size chart category page loads no more JavaScript than a category page may', async ({ request }) => {
  const weight = await weighPage(request, `${E2E.baseURL}/category/shoe-size`);
  expect(weight.jsGzip, `/category/shoe-size: ${weight.jsGzip} bytes of JavaScript (gzip)`).toBeLessThanOrEqual(jsBudgets.category);
});
