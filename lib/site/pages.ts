import type { SitePage } from '@/lib/seo/sitemap';
import { allPairs, categoryIds, isPopularPair } from '@/lib/units';
import { legalLinks } from './links';

/**
 * Every locale-free page path of the site, for the sitemap. Each feature adds its pages here
 * when they exist, so the sitemap never lists a 404.
 */
export function sitePages(): SitePage[] {
  return [
    { path: '/', changeFrequency: 'weekly', priority: 1 },
    { path: '/tools', changeFrequency: 'monthly', priority: 0.8 },
    { path: '/tools/food-calories', changeFrequency: 'monthly', priority: 0.7 },
    { path: '/tools/recipe-converter', changeFrequency: 'monthly', priority: 0.7 },
    { path: '/widget', changeFrequency: 'monthly', priority: 0.7 },
    ...categoryIds.map((id) => ({ path: `/category/${id}`, changeFrequency: 'monthly' as const, priority: 0.9 })),
    { path: '/api', changeFrequency: 'monthly', priority: 0.6 },
    { path: '/tools/bulk-convert', changeFrequency: 'monthly', priority: 0.7 },
    ...legalLinks.map((link) => ({ path: link.href, changeFrequency: 'yearly' as const, priority: 0.3 })),
    { path: '/converters/kg-to-pounds', changeFrequency: 'monthly', priority: 0.8 },
    ...allPairs().map((pair) => ({
      path: `/convert/${pair.category}/${pair.slug}`,
      changeFrequency: 'monthly' as const,
      priority: isPopularPair(pair) ? 0.8 : 0.6,
    })),
  ];
}
