import { expect, test } from '@playwright/test';
import { weighPage } from '../../scripts/perf/page-weight';
import { pageTypes, type PageType } from '../../scripts/perf/page-types';
import { E2E } from '../support/e2e-env';
import { jsBudgets, pairHtmlBudget } from './byte-budgets';

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

// A size chart's page ships its own chart only, like any category page.
test('a size chart category page loads no more JavaScript than a category page may', async ({ request }) => {
  const weight = await weighPage(request, `${E2E.baseURL}/category/shoe-size`);
  expect(weight.jsGzip, `/category/shoe-size: ${weight.jsGzip} bytes of JavaScript (gzip)`).toBeLessThanOrEqual(jsBudgets.category);
});

// Pages rendered on their first request weigh what pre-rendered ones do: the heaviest kinds, one of each
// (a size chart's pair page lists its whole chart).
for (const path of [
  '/fr/convert/currency/jpy-to-chf',
  '/de/convert/data/kb-to-gb-si',
  '/convert/length/yards-to-mm',
  '/de/convert/ring-size/uk-letters-to-us',
]) {
  test(`the on-demand pair page ${path} stays within the pair page's budgets`, async ({ request }) => {
    const weight = await weighPage(request, E2E.baseURL + path);
    expect(weight.htmlGzip, `${path}: ${weight.htmlGzip} bytes of HTML (gzip), budget ${pairHtmlBudget}`).toBeLessThanOrEqual(
      pairHtmlBudget,
    );
    expect(weight.jsGzip, `${path}: ${weight.jsGzip} bytes of JavaScript (gzip), budget ${jsBudgets.pair}`).toBeLessThanOrEqual(
      jsBudgets.pair,
    );
  });
}
