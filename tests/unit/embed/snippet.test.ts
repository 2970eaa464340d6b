import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT, EMBED_WIDTH, embedSnippet, embedSrc } from '@/lib/embed/snippet';
import { pairs } from '@/lib/units';

describe('the pair page embed snippet', () => {
  it('points at SITE_URL/widget/embed with the pair\'s category and units, 400×300', () => {
    const snippet = embedSnippet('https://unitly.example/', { category: 'length', from: 'cm', to: 'in' }, 'Length converter');
    expect(snippet).toBe(
      '<iframe src="https://unitly.example/widget/embed?category=length&from=cm&to=in" width="400" height="300" ' +
        'title="Length converter" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
    expect([EMBED_WIDTH, EMBED_HEIGHT]).toEqual([400, 300]);
  });

  it('gives every pair an address whose "&" can never be read as a character reference', () => {
    for (const pair of pairs) {
      const snippet = embedSnippet('http://localhost:3000', pair, 'x');
      const src = /src="([^"]*)"/.exec(snippet)![1]!;
      // Each "&" starts a parameter name and "=", never a named reference ("&amp;", "&lt;").
      expect(src.match(/&[^=]*=/g)?.length).toBe(2);
      expect(src).not.toMatch(/&[a-z0-9]+;/i);
      const url = new URL(src);
      expect(url.pathname).toBe('/widget/embed');
      expect(Object.fromEntries(url.searchParams)).toEqual({ category: pair.category, from: pair.from, to: pair.to });
      expect(src).toBe(embedSrc('http://localhost:3000', pair));
    }
  });

  it('escapes a title so it cannot become markup', () => {
    const snippet = embedSnippet('http://localhost:3000', { category: 'length', from: 'cm', to: 'in' }, '"><script>alert(1)</script>');
    expect(snippet).not.toContain('<script>');
    expect(snippet).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('refuses units that are not of the category', () => {
    expect(() => embedSrc('http://localhost:3000', { category: 'length', from: 'kg', to: 'in' })).toThrow();
    expect(() => embedSrc('http://localhost:3000', { category: 'colour' as 'length', from: 'cm', to: 'in' })).toThrow();
  });
});
