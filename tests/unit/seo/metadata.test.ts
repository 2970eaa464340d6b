import { describe, expect, it } from 'vitest';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/i18n/locale-path';
import { sitemapEntries } from '@/lib/seo/sitemap';

const base = { origin: 'https://unitly.example', siteName: 'Unitly', title: 'T', description: 'D' };

describe('localizedPath', () => {
  it('leaves English unprefixed and prefixes the other locales', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/category/length')).toBe('/category/length');
    expect(localizedPath('de', '/')).toBe('/de');
    expect(localizedPath('no', '/about/')).toBe('/no/about');
  });
});

describe('pageMetadata', () => {
  it('gives a page a canonical URL in its own locale', () => {
    const meta = pageMetadata({ ...base, locale: 'fr', path: '/terms' });
    expect(meta.alternates.canonical).toBe('https://unitly.example/fr/terms');
    expect(meta.openGraph.url).toBe('https://unitly.example/fr/terms');
    expect(meta.openGraph.locale).toBe('fr_FR');
  });

  it('lists hreflang alternates for all five locales plus x-default pointing at English', () => {
    const meta = pageMetadata({ ...base, locale: 'es', path: '/' });
    expect(meta.alternates.languages).toEqual({
      en: 'https://unitly.example/',
      es: 'https://unitly.example/es',
      de: 'https://unitly.example/de',
      fr: 'https://unitly.example/fr',
      no: 'https://unitly.example/no',
      'x-default': 'https://unitly.example/',
    });
  });

  it('uses the site icon as the default social image, and an absolute URL for a given one', () => {
    expect(pageMetadata({ ...base, locale: 'en', path: '/' }).openGraph.images).toEqual([{ url: 'https://unitly.example/icon.png' }]);
    expect(pageMetadata({ ...base, locale: 'en', path: '/', image: '/og/x.png' }).openGraph.images).toEqual([
      { url: 'https://unitly.example/og/x.png' },
    ]);
  });

  it("leaves X's card to read title, description and image from Open Graph", () => {
    expect(pageMetadata({ ...base, locale: 'en', path: '/' }).twitter).toEqual({ card: 'summary' });
  });
});

describe('sitemapEntries', () => {
  it('lists every page once per locale, each with its translations', () => {
    const entries = sitemapEntries('https://u.example', [{ path: '/' }, { path: '/tools' }]);
    expect(entries).toHaveLength(10);
    expect(entries.map((e) => e.url)).toContain('https://u.example/no/tools');
    expect(entries[0]!.alternates.languages.de).toBe('https://u.example/de');
  });
});
