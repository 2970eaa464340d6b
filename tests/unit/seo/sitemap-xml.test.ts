import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { sitemapEntries } from '@/lib/seo/sitemap';
import {
  SITEMAP_URL_LIMIT,
  sitemapCount,
  sitemapIndexOf,
  sitemapIndexXml,
  sitemapPart,
  sitemapPath,
  urlsetXml,
} from '@/lib/seo/sitemap-xml';
import { sitePages } from '@/lib/site/pages';
import { allPairs } from '@/lib/units';

const ORIGIN = 'https://u.example';

describe('the sitemap files', () => {
  it('split the URLs into files of at most 50,000, in order and without loss', () => {
    const urls = Array.from({ length: 120_001 }, (_, index) => index);
    expect(sitemapCount(urls.length)).toBe(3);
    const parts = [0, 1, 2].map((index) => sitemapPart(urls, index)!);
    expect(parts.map((part) => part.length)).toEqual([SITEMAP_URL_LIMIT, SITEMAP_URL_LIMIT, 20_001]);
    expect(parts.flat()).toEqual(urls);
    expect(sitemapPart(urls, 3)).toBeUndefined();
    expect(sitemapPart(urls, -1)).toBeUndefined();
    expect(sitemapCount(0)).toBe(1);
  });

  it('are named 0.xml, 1.xml… and nothing else reads as one', () => {
    expect(sitemapPath(2)).toBe('/sitemaps/2.xml');
    expect(sitemapIndexOf('2.xml')).toBe(2);
    for (const file of ['02.xml', '2', '-1.xml', '2.xml.gz', 'a.xml', '1e3.xml']) expect(sitemapIndexOf(file), file).toBeUndefined();
  });

  it('list every pair page in every locale, each with its hreflang alternates', () => {
    const entries = sitemapEntries(ORIGIN, sitePages());
    const urls = new Set(entries.map((entry) => entry.url));
    expect(urls.size).toBe(entries.length);
    for (const pair of allPairs()) {
      expect(urls.has(`${ORIGIN}/convert/${pair.category}/${pair.slug}`)).toBe(true);
      expect(urls.has(`${ORIGIN}/no/convert/${pair.category}/${pair.slug}`)).toBe(true);
    }
    const xml = urlsetXml(entries.slice(0, 2));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="[a-z]{2}" href="https:\/\/u\.example[^"]*"\/>/g)).toHaveLength(
      2 * locales.length,
    );
    expect(xml).toMatch(/<changefreq>(daily|weekly|monthly|yearly)<\/changefreq><priority>(0(\.\d+)?|1)<\/priority><\/url>/);
  });

  it('escape what XML would misread', () => {
    const xml = urlsetXml([
      { url: 'https://u.example/?a=1&b=<2>', alternates: { languages: {} }, changeFrequency: 'monthly', priority: 0.5 },
    ]);
    expect(xml).toContain('<loc>https://u.example/?a=1&amp;b=&lt;2&gt;</loc>');
  });
});

describe('the sitemap index', () => {
  it('names each sitemap file once', () => {
    const xml = sitemapIndexXml([`${ORIGIN}/sitemaps/0.xml`, `${ORIGIN}/sitemaps/1.xml`]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://u.example/sitemaps/0.xml</loc></sitemap>\n<sitemap><loc>https://u.example/sitemaps/1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
