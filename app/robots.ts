import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo/site';

export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
