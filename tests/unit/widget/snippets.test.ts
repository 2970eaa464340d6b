import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { isUnitOf, pairs } from '@/lib/units';
import {
  DEFAULT_WIDGET_CONFIG,
  embedUrl,
  escapeAttribute,
  iframeSnippet,
  pairEmbedSnippet,
  sanitizeWidgetConfig,
  scriptSnippet,
  type WidgetConfig,
} from '@/lib/widget';
import { junkParams, validConfig } from './arbitraries';
import { snippetAttributes } from './html-attributes';

const origin = 'https://unitly.example';
const title = 'Unit converter by Unitly';
const weight: WidgetConfig = { category: 'weight', from: 'kg', to: 'lb', width: 500, height: 280, lang: 'de', theme: 'auto', define: [] };

/** A config as a snippet writes it: every value a string, the theme left out when it is the default. */
const asStrings = (config: WidgetConfig) =>
  Object.fromEntries(
    Object.entries(config)
      .filter(([key, value]) => (key !== 'theme' || value !== 'auto') && (key !== 'define' || (value as string[]).length > 0))
      .map(([key, value]) => [key, Array.isArray(value) ? value.join(',') : String(value)]),
  );

function frameConfig(snippet: string) {
  const attributes = snippetAttributes(snippet);
  const src = new URL(attributes.src!);
  return { attributes, src, params: Object.fromEntries(src.searchParams) };
}

describe('iframeSnippet', () => {
  it('writes a sandboxed, lazily loaded frame of the embed page at the chosen size', () => {
    expect(iframeSnippet({ origin, config: weight, title })).toBe(
      '<iframe src="https://unitly.example/widget/embed?category=weight&from=kg&to=lb&width=500&height=280&lang=de"' +
        ' width="500" height="280" title="Unit converter by Unitly" style="border:0;max-width:100%" loading="lazy"' +
        ' sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" allow="clipboard-write"></iframe>',
    );
  });

  it('gives back the config it was built from when its src is read', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        const { attributes, src, params } = frameConfig(iframeSnippet({ origin, config, title }));
        expect(src.origin + src.pathname).toBe(`${origin}/widget/embed`);
        expect(sanitizeWidgetConfig(params)).toEqual(config);
        expect(attributes.width).toBe(String(config.width));
        expect(attributes.height).toBe(String(config.height));
      }),
    );
  });

  it('never emits a unit of another category or a size out of range, whatever it is given', () => {
    fc.assert(
      fc.property(junkParams, (junk) => {
        const { params } = frameConfig(iframeSnippet({ origin, config: junk as unknown as WidgetConfig, title }));
        const config = sanitizeWidgetConfig(junk);
        expect(params).toEqual(asStrings(config));
        expect(isUnitOf(config.category, params.from) && isUnitOf(config.category, params.to)).toBe(true);
      }),
    );
  });

  it('escapes the title so translated text cannot break out of its attribute', () => {
    const snippet = iframeSnippet({ origin, config: DEFAULT_WIDGET_CONFIG, title: 'L\'outil "<b>&' });
    expect(snippetAttributes(snippet).title).toBe('L\'outil "<b>&');
    expect(snippet.match(/</g)).toHaveLength(2);
  });

  it('drops a trailing slash of the origin', () => {
    expect(snippetAttributes(iframeSnippet({ origin: `${origin}/`, config: DEFAULT_WIDGET_CONFIG, title })).src).toMatch(
      /^https:\/\/unitly\.example\/widget\/embed\?/,
    );
  });
});

describe('the theme in snippets', () => {
  it('is written only when the widget is fixed to light or dark', () => {
    expect(snippetAttributes(iframeSnippet({ origin, config: weight, title })).src).not.toContain('theme');
    expect(snippetAttributes(iframeSnippet({ origin, config: { ...weight, theme: 'dark' }, title })).src).toMatch(/&theme=dark$/);
    expect(scriptSnippet({ origin, config: { ...weight, theme: 'light' } })).toContain(' data-theme="light" ');
  });
});

describe('scriptSnippet', () => {
  it('loads widget.js with the config in data-* attributes', () => {
    expect(scriptSnippet({ origin, config: weight })).toBe(
      '<script src="https://unitly.example/widget/widget.js" data-category="weight" data-from="kg" data-to="lb"' +
        ' data-width="500" data-height="280" data-lang="de" async></script>',
    );
  });

  it('gives back the config it was built from when its data-* attributes are read', () => {
    fc.assert(
      fc.property(validConfig, (config) => {
        const attributes = snippetAttributes(scriptSnippet({ origin, config }));
        const data = Object.fromEntries(
          Object.entries(attributes)
            .filter(([name]) => name.startsWith('data-'))
            .map(([name, value]) => [name.slice(5), value]),
        );
        expect(sanitizeWidgetConfig(data)).toEqual(config);
        expect(data).toEqual(asStrings(config));
      }),
    );
  });

  it('never names a unit of another category', () => {
    const attributes = snippetAttributes(scriptSnippet({ origin, config: { ...weight, from: 'cm', to: 'in' } }));
    expect(attributes['data-from']).toBe('kg');
    expect(attributes['data-to']).toBe('lb');
  });
});

describe('pairEmbedSnippet', () => {
  it("frames SITE_URL/widget/embed with the pair's category and units at 400x300", () => {
    const snippet = pairEmbedSnippet({
      origin: `${origin}/`,
      pair: { category: 'length', from: 'cm', to: 'in' },
      locale: 'en',
      title: 'Length converter',
    });
    expect(snippet).toBe(
      '<iframe src="https://unitly.example/widget/embed?category=length&from=cm&to=in" width="400" height="300"' +
        ' title="Length converter" style="border:0;max-width:100%" loading="lazy"' +
        ' sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox" allow="clipboard-write"></iframe>',
    );
  });

  it('gives every pair in every language an address that reads back as the pair, its "&" never a character reference', () => {
    for (const locale of locales) {
      for (const pair of pairs) {
        const { attributes, src, params } = frameConfig(pairEmbedSnippet({ origin, pair, locale, title }));
        expect(attributes.src).not.toMatch(/&[a-z0-9]+;/i);
        expect(src.pathname).toBe('/widget/embed');
        const expected = { category: pair.category, from: pair.from, to: pair.to };
        expect(params).toEqual(locale === 'en' ? expected : { ...expected, lang: locale });
        expect([attributes.width, attributes.height]).toEqual(['400', '300']);
      }
    }
  });

  it('escapes a title so it cannot become markup', () => {
    const snippet = pairEmbedSnippet({ origin, pair: pairs[0]!, locale: 'fr', title: '"><script>alert(1)</script>' });
    expect(snippet).not.toContain('<script>');
    expect(snippetAttributes(snippet).title).toBe('"><script>alert(1)</script>');
  });
});

describe('embedUrl', () => {
  it('is root-relative without an origin, for the configurator preview', () => {
    expect(embedUrl(DEFAULT_WIDGET_CONFIG)).toBe('/widget/embed?category=length&from=cm&to=in&width=400&height=300&lang=en');
  });
});

describe('escapeAttribute', () => {
  it('escapes the characters that end an attribute or start markup', () => {
    expect(escapeAttribute('a&b"c<d>e\'f')).toBe("a&amp;b&quot;c&lt;d&gt;e'f");
  });
});

describe('a widget with units of one’s own', () => {
  const mug: WidgetConfig = { ...weight, category: 'volume', from: 'mug', to: 'l', define: ['Mug:350:ml'] };

  it('carries their definitions in its frame’s address and its script tag, and reads them back', () => {
    const { src } = frameConfig(iframeSnippet({ origin, config: mug, title }));
    expect(src.searchParams.getAll('define')).toEqual(['Mug:350:ml']);
    expect(sanitizeWidgetConfig(Object.fromEntries(src.searchParams))).toEqual(mug);
    const attributes = snippetAttributes(scriptSnippet({ origin, config: mug }));
    expect(attributes['data-define']).toBe('Mug:350:ml');
  });

  it('writes only the definitions its units need', () => {
    const config = sanitizeWidgetConfig({ ...mug, define: ['Mug:350:ml', 'Bowl:500:ml'] });
    expect(config.define).toEqual(['Mug:350:ml']);
  });

  it.each([['mug:0:ml'], ['<script>:1:ml'], ['__proto__:1:ml'], [Array.from({ length: 6 }, (_, i) => `u${i}:1:ml`).join(',')]])(
    'drops hostile definitions (%s) and falls back to the category’s units',
    (define) => {
      const config = sanitizeWidgetConfig({ category: 'volume', from: 'mug', to: 'l', define });
      expect(config.define).toEqual([]);
      expect(config.from).not.toBe('mug');
    },
  );
});
