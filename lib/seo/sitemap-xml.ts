import type { SitemapEntry } from './sitemap';

/** The sitemap protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** How many sitemap files `count` URLs need (at least one, so the index is never empty). */
export function sitemapCount(count: number, limit: number = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** The entries of sitemap file `index` (0-based), or undefined past the last file. */
export function sitemapPart<T>(entries: readonly T[], index: number, limit: number = SITEMAP_URL_LIMIT): readonly T[] | undefined {
  if (!Number.isInteger(index) || index < 0 || index >= sitemapCount(entries.length, limit)) return undefined;
  return entries.slice(index * limit, (index + 1) * limit);
}

/** A sitemap file: each URL with its translations as xhtml:link hreflang alternates. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates.languages)
      .map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${escape(language)}" href="${escape(href)}"/>`)
      .join('');
    return `<url><loc>${escape(entry.url)}</loc>${alternates}<changefreq>${entry.changeFrequency}</changefreq><priority>${entry.priority}</priority></url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

/** The sitemap index: one <sitemap> per file. */
export function sitemapIndexXml(locations: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locations.map((location) => `<sitemap><loc>${escape(location)}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}

/** Where sitemap file `index` is served. */
export function sitemapPath(index: number): string {
  return `/sitemaps/${index}.xml`;
}

/** The file index of a `/sitemaps/{file}` segment ("0.xml" → 0), or undefined. */
export function sitemapIndexOf(file: string): number | undefined {
  const match = /^(0|[1-9][0-9]{0,5})\.xml$/.exec(file);
  return match === null ? undefined : Number(match[1]);
}
