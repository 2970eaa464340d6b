import { describe, expect, it, vi } from 'vitest';
import type { FetchFunction } from '@/lib/fetch/fetch-json';
import { readFoodSearchAnswer } from '@/lib/food-search/answer';
import { FOOD_SEARCH_PATH, requestFoodSearch } from '@/lib/food-search/client';
import { BANANA } from '@/tests/unit/food-tracker/fixtures';

describe('reading the answer', () => {
  it('leaves out results that do not fit the schema and keeps the rest', () => {
    const outcome = readFoodSearchAnswer({ ok: true, results: [BANANA, { name: '', calories: 1 }, { ...BANANA, calories: -5 }] });
    expect(outcome).toEqual({ ok: true, results: [BANANA] });
  });

  it('fills micronutrients an answer leaves out with 0 and names an id-less result by its name', () => {
    const spec = Object.fromEntries(
      Object.entries(BANANA).filter(([key]) => !['id', 'calcium', 'iron', 'vitaminC', 'vitaminA'].includes(key)),
    );
    const outcome = readFoodSearchAnswer({ ok: true, results: [spec] });
    const [result] = outcome.ok ? outcome.results : [];
    expect(result).toMatchObject({ id: 'Banana', calcium: 0, iron: 0, vitaminC: 0, vitaminA: 0, calories: 89 });
  });

  it('keeps results even when a warning comes with them', () => {
    expect(readFoodSearchAnswer({ ok: true, results: [BANANA], warning: 'TIMEOUT' })).toEqual({
      ok: true,
      results: [BANANA],
      warning: 'TIMEOUT',
    });
  });
});

describe('what an answer is', () => {
  it('is a refusal for ok:false and malformed for anything off the contract', () => {
    expect(readFoodSearchAnswer({ ok: false, error: 'INVALID_REQUEST' })).toEqual({ ok: false, kind: 'REJECTED' });
    for (const body of [null, 'oops', { results: [BANANA] }, { ok: true, results: 'not a list' }]) {
      expect(readFoodSearchAnswer(body)).toMatchObject({ ok: false, kind: 'MALFORMED' });
    }
  });
});

describe('requestFoodSearch', () => {
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  it('posts the query and the language to /api/food-search', async () => {
    const fetch = vi.fn<FetchFunction>(async () => json({ ok: true, results: [BANANA] }));
    expect(await requestFoodSearch('banana', 'de', { fetch })).toEqual({ ok: true, results: [BANANA] });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe(FOOD_SEARCH_PATH);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'banana', languageCode: 'de' });
  });

  it('tells a refused query (4xx) from a server error (5xx) and an unreadable body', async () => {
    const cases = [
      [json({ ok: false, error: 'INVALID_REQUEST' }, 400), 'REJECTED'],
      [json({ ok: false }, 502), 'SERVER_ERROR'],
      [new Response('<html>', { status: 200 }), 'MALFORMED'],
    ] as const;
    for (const [response, kind] of cases) {
      const outcome = await requestFoodSearch('banana', 'en', { fetch: async () => response });
      expect(outcome).toMatchObject({ ok: false, kind });
    }
  });
});
