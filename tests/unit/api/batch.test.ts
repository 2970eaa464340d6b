/**
 * POST /api/convert, the batch: each item answered exactly as GET answers it, in order; the body's
 * own faults (type, size, JSON, shape, count) answered with their catalogue code; one point of the
 * fair-use budget per item. Through the web adapter here, over real sockets in batch-node.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerWebRequest, batchSuccessSchema, MAX_BATCH_BYTES, MAX_BATCH_ITEMS, type ApiHandler } from '@/lib/api';
import { q, testHandler } from './support';

async function post(handler: ApiHandler, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) {
  const response = await answerWebRequest(
    handler,
    'convert',
    new Request('http://unitly.test/api/convert', { method: 'POST', headers, body }),
  );
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

async function get(handler: ApiHandler, params: Record<string, string>) {
  const response = await answerWebRequest(handler, 'convert', new Request(`http://unitly.test/api/convert?${q(params)}`));
  return (await response.json()) as Record<string, unknown>;
}

const items = (list: readonly unknown[]) => JSON.stringify({ items: list });

describe('a batch answers every item as GET would, in order', () => {
  it('converts good items and reports bad ones in place, without failing the others', async () => {
    const handler = testHandler();
    const answer = await post(
      handler,
      items([
        { category: 'length', from: 'cm', to: 'in', value: 100 },
        { category: 'length', from: 'kg', to: 'in', value: '1' },
        { category: 'temperature', from: 'c', to: 'f', value: '100' },
        { category: 'currency', from: 'usd', to: 'eur', value: 10 },
        {},
      ]),
    );
    expect(answer.status).toBe(200);
    expect(batchSuccessSchema.safeParse(answer.json).success).toBe(true);
    const results = answer.json.results as Record<string, unknown>[];
    expect(results).toHaveLength(5);
    expect(results[0]).toMatchObject({ ok: true, result: 39.37007874015748, formatted: '39.370079' });
    expect(results[1]).toMatchObject({ ok: false, error: 'INVALID_UNIT' });
    expect(results[2]).toMatchObject({ ok: true, result: 212 });
    expect(results[3]).toMatchObject({ ok: true, result: 9 });
    expect(results[4]).toEqual({
      ok: false,
      error: 'MISSING_PARAMETERS',
      message: 'Missing required parameters: category, from, to, value',
    });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives each item exactly the body GET gives for the same parameters (any strings)', async () => {
    const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '1000000' });
    const text = fc.oneof(
      fc.constantFrom('length', 'cm', 'in', 'numeric', 'ff', 'hex', 'dec', '1e3', '-4.5', ''),
      fc.string({ maxLength: 12 }),
    );
    const item = fc.record({ category: text, from: text, to: text, value: text }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 8 }), async (list) => {
        const answer = await post(handler, items(list));
        expect(answer.status).toBe(200);
        const results = answer.json.results as unknown[];
        for (const [index, params] of list.entries()) expect(results[index]).toEqual(await get(handler, params as Record<string, string>));
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a list where a unit belongs, naming the item and field', async () => {
    const answer = await post(
      testHandler(),
      items([
        { category: 'length', from: 'cm', to: 'in', value: 1 },
        { category: 'length', from: ['cm', 'm'], to: 'in', value: 1 },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ ok: false, error: 'INVALID_REQUEST' });
    expect(answer.json.message).toMatch(/items\[1\]\.from: /);
  });

  it('takes 1,000 items', async () => {
    const list = Array.from({ length: MAX_BATCH_ITEMS }, (_, index) => ({ category: 'length', from: 'm', to: 'cm', value: index }));
    const answer = await post(testHandler(), items(list));
    expect(answer.status).toBe(200);
    const results = answer.json.results as { result: number }[];
    expect(results).toHaveLength(MAX_BATCH_ITEMS);
    expect(results[999]!.result).toBe(99_900);
  });
});

describe('a batch body that cannot be read gets its own error', () => {
  const handler = testHandler();

  it('415 UNSUPPORTED_MEDIA_TYPE for another content type', async () => {
    const answer = await post(handler, items([]), { 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(answer.json).toMatchObject({ ok: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('accepts application/json with a charset', async () => {
    const answer = await post(handler, items([{ category: 'length', from: 'm', to: 'cm', value: 1 }]), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(answer.status).toBe(200);
  });

  it('400 INVALID_REQUEST saying what is wrong, for bad JSON and wrong shapes', async () => {
    const cases: [string, RegExp][] = [
      ['{"items": [', /not valid JSON/],
      ['[]', /body: /],
      ['{"items": 3}', /items: /],
      ['{"items": []}', /items: /],
      ['{"items": [3]}', /items\[0\]: /],
      ['{"items": [{"value": {"x": 1}}]}', /items\[0\]\.value: /],
    ];
    for (const [body, says] of cases) {
      const answer = await post(handler, body);
      expect(answer.status, body).toBe(400);
      expect(answer.json).toMatchObject({ ok: false, error: 'INVALID_REQUEST' });
      expect(answer.json.message, body).toMatch(says);
    }
  });

  it('400 TOO_MANY_ITEMS over 1,000 items', async () => {
    const answer = await post(handler, items(Array.from({ length: MAX_BATCH_ITEMS + 1 }, () => ({}))));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ ok: false, error: 'TOO_MANY_ITEMS', message: 'At most 1000 items per request; got 1001' });
  });

  it('413 PAYLOAD_TOO_LARGE over 256 KB', async () => {
    const big = items([{ category: 'length', from: 'm', to: 'cm', value: '1'.repeat(MAX_BATCH_BYTES) }]);
    const answer = await post(handler, big);
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ ok: false, error: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('a batch counts one request per item against the fair-use budget', () => {
  it('reports the items in RateLimit-Remaining and refuses a batch over the budget with 429', async () => {
    const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '10' });
    const list = Array.from({ length: 4 }, () => ({ category: 'length', from: 'm', to: 'cm', value: 1 }));
    const first = await post(handler, items(list));
    expect(first.headers.get('ratelimit-remaining')).toBe('6');
    const bad = await post(handler, '{');
    expect(bad.headers.get('ratelimit-remaining')).toBe('5');
    const second = await post(handler, items([...list, ...list]));
    expect(second.status).toBe(429);
    expect(second.json).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('answers 503 API_DISABLED while the API is off', async () => {
    const answer = await post(testHandler({ API_ENABLED: 'false' }), items([{}]));
    expect(answer.status).toBe(503);
  });
});

describe('a batch preflight', () => {
  it('allows POST with a JSON body from any origin', async () => {
    const response = await answerWebRequest(
      testHandler(),
      'convert',
      new Request('http://unitly.test/api/convert', {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://sheet.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      }),
    );
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('Content-Type');
  });
});
