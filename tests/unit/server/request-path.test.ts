import { describe, expect, it } from 'vitest';
import { canonicalPath, pageTargetOf, refusalOf } from '@/lib/server/request-path';
import { isNotFoundPagePath, localeOfPath } from '@/lib/server/not-found-path';

describe('refusalOf', () => {
  it('refuses a broken percent-encoding with 400, also one that breaks when Next decodes it again', () => {
    for (const url of ['/%', '/de/%25', '/sitemaps/%E0%A4%A.xml', '/a%zz'])
      expect(refusalOf('GET', url)).toEqual({ status: 400, reason: 'encoding' });
  });

  it('refuses TRACE with 405 and a target that is not a path with 400', () => {
    expect(refusalOf('TRACE', '/')?.status).toBe(405);
    expect(refusalOf('GET', 'http://evil.example/about')).toEqual({ status: 400, reason: 'target' });
    expect(refusalOf('OPTIONS', '*')?.status).toBe(400);
  });

  it('lets well-formed requests through', () => {
    for (const url of ['/', '/de/about?x=%', '/convert/length/cm-to-inches', '/de/%C3%BCber', '/a%2541'])
      expect(refusalOf('GET', url)).toBeUndefined();
  });
});

describe('canonicalPath', () => {
  it('decodes letters and digits, joins double slashes and lowers a page’s case', () => {
    expect(canonicalPath('/category/lengt%68')).toBe('/category/length');
    expect(canonicalPath('/%63ategory/length')).toBe('/category/length');
    expect(canonicalPath('//category//length')).toBe('/category/length');
    expect(canonicalPath('//evil.example/x')).toBe('/evil.example/x');
    expect(canonicalPath('/DE/Category/Length')).toBe('/de/category/length');
  });

  it('leaves canonical paths, files and build files as they are', () => {
    for (const path of ['/', '/de/category/length', '/_next/static/chunks/AbC.js', '/icon.png', '/de/%C3%BCber', '/a%2F'])
      expect(canonicalPath(path)).toBeUndefined();
  });
});

describe('pageTargetOf', () => {
  it('renders a page from its path alone, keeping only Next’s own navigation parameter', () => {
    expect(pageTargetOf('/fr/convert/weight/short-tons-to-stone-and-pounds?mk=1')).toBe(
      '/fr/convert/weight/short-tons-to-stone-and-pounds',
    );
    expect(pageTargetOf('/?p=1&_rsc=abc')).toBe('/?_rsc=abc');
  });

  it('leaves pages that read their query, files, the API and queryless targets alone', () => {
    for (const url of ['/widget/embed?category=length', '/_next/image?url=x', '/api/convert?value=1', '/sitemap.xml?x=1', '/about'])
      expect(pageTargetOf(url)).toBeUndefined();
  });
});

describe('the 404 pages', () => {
  it('speak the locale of the path’s prefix, English without one', () => {
    expect(localeOfPath('/de/category/nope')).toBe('de');
    expect(localeOfPath('/no/such/page')).toBe('no');
    expect(localeOfPath('/nope')).toBe('en');
    expect(localeOfPath('/deutsch/x')).toBe('en');
  });

  it('are answered 404 at their own addresses', () => {
    expect(isNotFoundPagePath('/not-found')).toBe(true);
    expect(isNotFoundPagePath('/es/not-found')).toBe(true);
    expect(isNotFoundPagePath('/es/about')).toBe(false);
  });
});
