import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/seo/site';
import { sitePages } from '@/lib/site/pages';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(siteUrl(), sitePages());
}
