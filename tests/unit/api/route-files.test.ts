/** The Next route handlers are thin: they pass every method to lib/api's handler for this process. */
import { describe, expect, it } from 'vitest';
import * as convertRoute from '@/app/api/convert/route';
import * as openapiRoute from '@/app/api/openapi.json/route';
import * as statusRoute from '@/app/api/status/route';
import { siteUrl } from '@/lib/seo/site';

const url = (path: string) => `http://localhost:3000${path}`;

describe('the API route handlers', () => {
  it('are rendered per request, so API_ENABLED and the limits are read at run time', () => {
    expect(convertRoute.dynamic).toBe('force-dynamic');
    expect(statusRoute.dynamic).toBe('force-dynamic');
    expect(openapiRoute.dynamic).toBe('force-dynamic');
  });

  it('GET /api/convert converts, with the same answer as the front', async () => {
    const response = await convertRoute.GET(new Request(url('/api/convert?category=weight&from=kg&to=lb&value=2')));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, result: 4.409245243697551, formatted: '4.409245' });
  });

  it('every other method reaches the same function: OPTIONS is a preflight, POST is the batch, PUT is refused with Allow', async () => {
    expect((await convertRoute.OPTIONS(new Request(url('/api/convert'), { method: 'OPTIONS' }))).status).toBe(204);
    const post = await convertRoute.POST(
      new Request(url('/api/convert'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ items: [{ category: 'weight', from: 'kg', to: 'lb', value: 2 }] }),
      }),
    );
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({ ok: true, results: [{ ok: true, result: 4.409245243697551 }] });
    const put = await convertRoute.PUT(new Request(url('/api/convert'), { method: 'PUT', body: '{}' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    const head = await statusRoute.HEAD(new Request(url('/api/status'), { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('GET /api/status reports the API enabled by default', async () => {
    expect(await (await statusRoute.GET(new Request(url('/api/status')))).json()).toEqual({ enabled: true });
  });

  it('GET /api/openapi.json names this deployment’s origin, readable from any site', async () => {
    const response = openapiRoute.GET();
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const doc = (await response.json()) as { openapi: string; servers: { url: string }[] };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: siteUrl() }]);
  });
});
