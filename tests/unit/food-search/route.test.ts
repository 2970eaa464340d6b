import { describe, expect, it } from 'vitest';
import { dynamic, POST } from '@/app/api/food-search/route';
import { INVALID_JSON_MESSAGE } from '@/lib/food-search/errors';

function post(body: string): Request {
  return new Request('http://localhost/api/food-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
}

describe('POST /api/food-search', () => {
  it('is rendered per request', () => {
    expect(dynamic).toBe('force-dynamic');
  });

  it.each(['{"query": "egg"', 'not json', ''])('answers malformed JSON %j with a 400 JSON error', async (body) => {
    const response = await POST(post(body));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      ok: false,
      error: 'INVALID_REQUEST',
      message: INVALID_JSON_MESSAGE,
    });
  });

  it('answers an invalid body with a 400 JSON error', async () => {
    const response = await POST(post(JSON.stringify({ query: 'x'.repeat(101) })));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ok: false, error: 'INVALID_REQUEST' });
  });

  it('answers a built-in food with 200 and the localized result, not cached by intermediaries', async () => {
    const response = await POST(post(JSON.stringify({ query: 'Banane', languageCode: 'de' })));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      ok: boolean;
      source: string;
      results: { id: string; name: string }[];
    };
    expect(body.ok).toBe(true);
    expect(body.source).toBe('local');
    expect(body.results[0]).toMatchObject({ id: 'banana', name: 'Banane' });
  });
});
