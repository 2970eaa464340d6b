import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { localeOfPath, pathInLocale } from '@/i18n/locale-path';

describe('a page path in another language', () => {
  it('reads the language from the first segment, English when there is none', () => {
    expect(localeOfPath('/de/category/length')).toBe('de');
    expect(localeOfPath('/no')).toBe('no');
    expect(localeOfPath('/category/length')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/deutsch')).toBe('en');
  });

  it('swaps the prefix, and English drops it', () => {
    expect(pathInLocale('/de/category/length', 'fr')).toBe('/fr/category/length');
    expect(pathInLocale('/category/length', 'de')).toBe('/de/category/length');
    expect(pathInLocale('/de/category/length', 'en')).toBe('/category/length');
    expect(pathInLocale('/de', 'en')).toBe('/');
    expect(pathInLocale('/', 'es')).toBe('/es');
    expect(pathInLocale('/es', 'no')).toBe('/no');
  });

  it('comes back to where it started after any round of languages', () => {
    const page = fc.constantFrom('/', '/category/length', '/convert/length/cm-to-inches', '/tools/recipe-converter');
    const locale = fc.constantFrom(...locales);
    fc.assert(
      fc.property(page, locale, fc.array(locale), (path, start, tour) => {
        const first = pathInLocale(path, start);
        const back = tour.reduce((current, next) => pathInLocale(current, next), first);
        expect(pathInLocale(back, start)).toBe(first);
        expect(localeOfPath(first)).toBe(start);
      }),
    );
  });
});
