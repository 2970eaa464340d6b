import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUnitOf } from '@/lib/units';
import {
  DEFAULT_WIDGET_CONFIG,
  embedUrl,
  escapeAttribute,
  iframeSnippet,
  sanitizeWidgetConfig,
  scriptSnippet,
  type WidgetConfig,
} from '@/lib/widget';
import { junkParams, validConfig } from './arbitraries';
import { snippetAttributes } from './html-attributes';

const origin = 'https://unitly.example';
const title = 'Unit converter by Unitly';
const weight: WidgetConfig = { category: 'weight', from: 'kg', to: 'lb', width: 500, height: 280, lang: 'de' };

const asStrings = (config: WidgetConfig) => Object.fromEntries(Object.entries(config).map(([key, value]) => [key, String(value)]));

function frameConfig(snippet: string) {
  const attributes = snippetAttributes(snippet);
  const src = new URL(attributes.src!);
  return { attributes, src, params: Object.fromEntries(src.searchParams) };
}

describe('iframeSnippet', () => {
  it('writes a sandboxed, lazily loaded frame of the embed page at the chosen size', () => {
    expect(iframeSnippet({ origin, config: weight, title })).toBe(
      '<iframe src="https://unitly.example/widget/embed?category=weight&amp;from=kg&amp;to=lb&amp;width=500&amp;height=280&amp;lang=de"' +
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

describe('embedUrl', () => {
  it('is root-relative without an origin, for the configurator preview', () => {
    expect(embedUrl(DEFAULT_WIDGET_CONFIG)).toBe('/widget/embed?category=length&from=cm&to=in&width=400&height=300&lang=en');
  });
});

describe('escapeAttribute', () => {
  it('escapes the characters that end an attribute or start markup', () => {
    expect(escapeAttribute('a&b"c<d>e\'f')).toBe('a&amp;b&quot;c&lt;d&gt;e\'f');
  });
});
