import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

// The page's titles come from the compiled message files through next-intl's server API, which
// needs Next's request; the route's own work is what is tested here.
vi.mock('@/components/pairs/pair-title', () => ({
  pairText: async () => ({ title: (pair: { slug: string }) => `Title of ${pair.slug}` }),
}));

const { dynamic, GET } = await import('@/app/[locale]/convert/[category]/[pair]/manifest.webmanifest/route');

function get(path: string) {
  const [locale, , category, pair] = path.split('?')[0]!.split('/').slice(1);
  return GET(new NextRequest(`http://localhost${path}`), {
    params: Promise.resolve({ locale: locale!, category: category!, pair: pair! }),
  });
}

describe('GET /{locale}/convert/{category}/{pair}/manifest.webmanifest', () => {
  it('is rendered per request, so no query is ever stored by Next', () => {
    expect(dynamic).toBe('force-dynamic');
  });

  it('answers a pair’s manifest as application/manifest+json that caches may keep', async () => {
    const response = await get('/de/convert/length/cm-to-inches/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      id: '/de/convert/length/cm-to-inches',
      name: 'cm → in',
      description: 'Title of cm-to-inches',
      scope: '/de/convert/length/cm-to-inches',
      start_url: '/de/convert/length/cm-to-inches?app=1',
      display: 'standalone',
    });
  });

  it('carries a valid precision into the start URL', async () => {
    const manifest = await (await get('/en/convert/length/cm-to-inches/manifest.webmanifest?precision=s4')).json();
    expect(manifest.start_url).toBe('/convert/length/cm-to-inches?app=1&precision=s4');
  });

  it('drops unknown and malformed parameters and tells caches not to keep that answer', async () => {
    const response = await get('/en/convert/length/cm-to-inches/manifest.webmanifest?precision=d2&next=%2F%2Fevil.example&precision=x');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).not.toContain('evil');
    expect(JSON.parse(text).start_url).toBe('/convert/length/cm-to-inches?app=1&precision=d2');
  });

  it.each([
    '/en/convert/length/cm-to-nothing/manifest.webmanifest',
    '/en/convert/weight/cm-to-inches/manifest.webmanifest',
    '/xx/convert/length/cm-to-inches/manifest.webmanifest',
  ])('answers %s, which names no pair or language, with an uncached 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
