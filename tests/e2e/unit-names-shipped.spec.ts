import { expect, test } from '@playwright/test';
import { allPairs, isPopularPair } from '@/lib/units';
import { DEFAULT_WIDGET_CONFIG } from '@/lib/widget';
import { scriptSources } from '../../scripts/perf/page-weight';
import { E2E } from '../support/e2e-env';
import { messages } from '../support/messages';
import { flightText, otherCategoriesNamed } from '../support/shipped-unit-names';

/**
 * Every page with a converter card sends the browser the unit names of the category it shows and no
 * other's (issue 27): a category or pair page its own, the home page its first category's (the others
 * come when the visitor picks one), the embedded widget its category's, the widget configurator its
 * default category's.
 */
const onDemand = allPairs().find((pair) => pair.category === 'volume' && !isPopularPair(pair))!;

const pages = [
  { path: '/', locale: 'en', category: 'length' },
  { path: '/de', locale: 'de', category: 'length' },
  { path: '/fr/category/weight', locale: 'fr', category: 'weight' },
  { path: '/convert/length/cm-to-inches', locale: 'en', category: 'length' },
  // Rendered on its first request.
  { path: `/no/convert/volume/${onDemand.slug}`, locale: 'no', category: 'volume' },
  { path: '/de/convert/currency/usd-to-eur', locale: 'de', category: 'currency' },
  { path: '/widget/embed?category=weight&from=kg&to=lb&lang=es', locale: 'es', category: 'weight' },
  // The configurator starts with the default widget's category.
  { path: '/es/widget', locale: 'es', category: DEFAULT_WIDGET_CONFIG.category },
] as const satisfies readonly { path: string; locale: keyof typeof messages; category: string }[];

for (const { path, locale, category } of pages) {
  test(`${path} ships no unit names but ${category}'s`, async ({ request }) => {
    const response = await request.get(E2E.baseURL + path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const scripts = await Promise.all(
      scriptSources(html)
        .map((src) => new URL(src, E2E.baseURL + path))
        .filter((src) => src.origin === E2E.baseURL)
        .map(async (src) => (await request.get(src.href)).text()),
    );
    expect(otherCategoriesNamed([flightText(html), ...scripts], messages[locale].UnitNames, category)).toEqual([]);
  });
}
