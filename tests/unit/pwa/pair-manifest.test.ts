import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { APP_ICONS } from '@/lib/pwa/app-identity';
import { pairManifest, pairManifestPath, pairPagePath, readManifestQuery } from '@/lib/pwa/pair-manifest';
import { getPair, unitSymbol } from '@/lib/units';

const cmToInches = getPair('length', 'cm-to-inches')!;

function manifestOf(locale: (typeof locales)[number], precision?: string) {
  return pairManifest({
    locale,
    pair: cmToInches,
    symbols: { from: unitSymbol('length', cmToInches.from, locale), to: unitSymbol('length', cmToInches.to, locale) },
    title: 'Centimeters to inches',
    precision,
  });
}

describe('a pair manifest', () => {
  it('names the app by the pair’s symbols, "cm → in", in its name and short name', () => {
    const manifest = manifestOf('en');
    expect(manifest.name).toBe('cm → in');
    expect(manifest.short_name).toBe('cm → in');
    expect(manifest.description).toBe('Centimeters to inches');
  });

  it('installs standalone with the site’s icons and colours', () => {
    const manifest = manifestOf('en');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons).toEqual(APP_ICONS);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('has its own id and scope, the pair page’s path, in each of the five languages', () => {
    const ids = locales.map((locale) => manifestOf(locale).id);
    expect(ids).toEqual([
      '/convert/length/cm-to-inches',
      '/es/convert/length/cm-to-inches',
      '/de/convert/length/cm-to-inches',
      '/fr/convert/length/cm-to-inches',
      '/no/convert/length/cm-to-inches',
    ]);
    for (const locale of locales) {
      const manifest = manifestOf(locale);
      expect(manifest.scope).toBe(pairPagePath(locale, cmToInches));
      expect(manifest.lang).toBe(locale);
    }
  });

  it('is a different app for another pair', () => {
    const inchesToCm = getPair('length', 'inches-to-cm')!;
    const other = pairManifest({ locale: 'en', pair: inchesToCm, symbols: { from: 'in', to: 'cm' }, title: 'Inches to centimeters' });
    expect(other.id).not.toBe(manifestOf('en').id);
    expect(other.name).toBe('in → cm');
  });

  it('starts at the pair page marked as the app, with the precision when one is given', () => {
    expect(manifestOf('en').start_url).toBe('/convert/length/cm-to-inches?app=1');
    expect(manifestOf('de', 'd2').start_url).toBe('/de/convert/length/cm-to-inches?app=1&precision=d2');
    expect(manifestOf('fr', 'f16').start_url).toBe('/fr/convert/length/cm-to-inches?app=1&precision=f16');
  });

  it('drops a precision the card does not offer rather than echo it', () => {
    for (const bad of ['d99', 'x2', 'd02', 'auto', '<script>', 's0', 'f7']) {
      expect(manifestOf('en', bad).start_url).toBe('/convert/length/cm-to-inches?app=1');
    }
  });

  it('lives under its page, with the language always in the path (English’s too)', () => {
    expect(pairManifestPath('en', cmToInches)).toBe('/en/convert/length/cm-to-inches/manifest.webmanifest');
    expect(pairManifestPath('no', cmToInches)).toBe('/no/convert/length/cm-to-inches/manifest.webmanifest');
  });
});

describe('a manifest request’s query', () => {
  it('is kept when empty or exactly the precision the page links', () => {
    expect(readManifestQuery('')).toEqual({ canonical: true });
    expect(readManifestQuery('?precision=s4')).toEqual({ precision: 's4', canonical: true });
  });

  it('keeps only a valid precision and is not kept when it carries anything else', () => {
    expect(readManifestQuery('?precision=s4&utm=x')).toEqual({ precision: 's4', canonical: false });
    expect(readManifestQuery('?precision=s99')).toEqual({ canonical: false });
    expect(readManifestQuery('?start_url=https://evil.example')).toEqual({ canonical: false });
    expect(readManifestQuery('?precision=d2&precision=d3')).toEqual({ precision: 'd2', canonical: false });
  });
});
