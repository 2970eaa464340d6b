import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { SITE_NAME } from '@/lib/seo/site';
import { catalogueFigures } from '@/lib/units';
import { APP_BACKGROUND_COLOR, APP_ICONS, APP_THEME_COLOR } from '@/lib/pwa/app-identity';

// The web app manifest (/manifest.webmanifest), linked from every page by Next, so browsers offer to
// install the site. One manifest for all languages: the name is the brand, the start page follows the
// visitor's remembered language as any visit to / does.
// Each pair page links its own manifest instead (lib/pwa/pair-manifest.ts).
// Its texts are English, read through next-intl like every page's (the message files are compiled).
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const site = await getTranslations({ locale: 'en', namespace: 'Site' });
  const home = await getTranslations({ locale: 'en', namespace: 'Home' });
  return {
    id: '/',
    name: `${SITE_NAME}: ${site('tagline')}`,
    short_name: SITE_NAME,
    description: home('metaDescription', catalogueFigures),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: APP_BACKGROUND_COLOR,
    theme_color: APP_THEME_COLOR,
    categories: ['utilities', 'productivity', 'education'],
    icons: APP_ICONS,
  };
}
