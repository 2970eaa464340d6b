/**
 * Definitions in a batch (POST /api/convert): each item's `define` is its own, a list or one text
 * with commas, and each result is what GET answers for that item; a refused definition fails only
 * its item.
 */
import { describe, expect, it } from 'vitest';
import { answerWebRequest, batchSuccessSchema, type ApiHandler } from '@/lib/api';
import { testHandler } from './support';

async function post(handler: ApiHandler, body: unknown) {
  const request = new Request('http://unitly.test/api/convert', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await answerWebRequest(handler, 'convert', request);
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

async function get(handler: ApiHandler, search: string) {
  const response = await answerWebRequest(handler, 'convert', new Request(`http://unitly.test/api/convert?${search}`));
  return (await response.json()) as Record<string, unknown>;
}

describe('definitions in a batch', () => {
  it('apply to the item that gives them, as a list or as one text', async () => {
    const handler = testHandler();
    const answer = await post(handler, {
      items: [
        { category: 'volume', from: 'mug', to: 'l', value: 3, define: ['mug:350:ml'] },
        { category: 'volume', from: 'mug', to: 'bowl', value: 2, define: 'mug:350:ml,bowl:0.7:l' },
        { category: 'volume', from: 'mug', to: 'l', value: 3 },
        { category: 'volume', from: 'mug', to: 'l', value: 3, define: ['mug:0:ml'] },
        { category: 'length', from: 'cm', to: 'in', value: 100 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(batchSuccessSchema.safeParse(answer.json).success).toBe(true);
    const results = answer.json.results as Record<string, unknown>[];
    expect(results[0]).toMatchObject({ ok: true, result: 1.05, defined: [{ id: 'mug', amount: '350', unit: 'ml' }] });
    expect(results[1]).toMatchObject({ ok: true, result: 1 });
    // Another item's definitions do not carry over.
    expect(results[2]).toMatchObject({ ok: false, error: 'INVALID_UNIT' });
    expect(results[3]).toMatchObject({ ok: false, error: 'INVALID_DEFINITION', message: expect.stringMatching(/amount must be/) });
    expect(results[4]).toMatchObject({ ok: true, formatted: '39.370079' });
    expect(results[4]).not.toHaveProperty('defined');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('answer each item exactly as GET answers the same parameters', async () => {
    const handler = testHandler();
    const answer = await post(handler, {
      items: [{ category: 'volume', from: 'l', to: 'big-mug', value: '1', define: ['Big Mug:0.5:l:BM', 'cup of tea:250:ml'] }],
    });
    const search = 'category=volume&from=l&to=big-mug&value=1&define=Big+Mug%3A0.5%3Al%3ABM&define=cup+of+tea%3A250%3Aml';
    expect((answer.json.results as unknown[])[0]).toEqual(await get(handler, search));
  });

  it('a hostile definition fails its item with INVALID_DEFINITION, never the batch', async () => {
    const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '100' });
    const hostile = [
      ['mug:1e300:ml'],
      [`${'x'.repeat(10_000)}:1:ml`],
      ['<img src=x onerror=alert(1)>:1:ml'],
      ['__proto__:1:ml'],
      Array.from({ length: 1_000 }, (_, index) => `m${index}:1:ml`),
    ];
    const answer = await post(handler, { items: hostile.map((define) => ({ category: 'volume', from: 'ml', to: 'l', value: 1, define })) });
    expect(answer.status).toBe(200);
    for (const result of answer.json.results as Record<string, unknown>[]) {
      expect(result).toMatchObject({ ok: false, error: 'INVALID_DEFINITION', message: expect.any(String) });
    }
  });

  it('refuses a definition that is neither text nor a list of texts, naming the item and field', async () => {
    const answer = await post(testHandler(), {
      items: [{ category: 'volume', from: 'mug', to: 'l', value: 1, define: [{ name: 'mug' }] }],
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: 'INVALID_REQUEST', message: expect.stringContaining('items[0].define') });
  });
});
