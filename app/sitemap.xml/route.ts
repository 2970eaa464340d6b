import { sitemapEntries } from '@/lib/seo/sitemap';
import { sitemapCount, sitemapIndexXml, sitemapPath } from '@/lib/seo/sitemap-xml';
import { siteUrl } from '@/lib/seo/site';
import { sitePages } from '@/lib/site/pages';

/** Built once at build time: the pages only change with a deployment. */
export const dynamic = 'force-static';

/** The sitemap index, which robots.txt names: one sitemap per 50,000 URLs. */
export function GET(): Response {
  const origin = siteUrl();
  const count = sitemapCount(sitemapEntries(origin, sitePages()).length);
  const locations = Array.from({ length: count }, (_, index) => origin + sitemapPath(index));
  return new Response(sitemapIndexXml(locations), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
