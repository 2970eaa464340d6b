import { sitemapEntries } from '@/lib/seo/sitemap';
import { sitemapCount, sitemapIndexOf, sitemapPart, sitemapPath, urlsetXml } from '@/lib/seo/sitemap-xml';
import { siteUrl } from '@/lib/seo/site';
import { sitePages } from '@/lib/site/pages';

export const dynamicParams = false;

/** Every sitemap file the index lists, built at build time. */
export function generateStaticParams(): { file: string }[] {
  const count = sitemapCount(sitemapEntries(siteUrl(), sitePages()).length);
  return Array.from({ length: count }, (_, index) => ({ file: sitemapPath(index).split('/').pop()! }));
}

/** One sitemap of at most 50,000 URLs, each with its hreflang alternates. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const index = sitemapIndexOf((await params).file);
  const part = index === undefined ? undefined : sitemapPart(sitemapEntries(siteUrl(), sitePages()), index);
  if (part === undefined) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(part), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
