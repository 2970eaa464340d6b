/**
 * handleFoodSearch against the real Open Food Facts stub (tests/support/off-stub.ts) over HTTP on an
 * ephemeral port, with the time-out shortened through OPEN_FOOD_FACTS_TIMEOUT_MS.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FoodSearchEnv } from '@/lib/food-search/config';
import { FOOD_DATABASE_ERROR_MESSAGE, FOOD_DATABASE_TIMEOUT_MESSAGE } from '@/lib/food-search/errors';
import { createFoodSearchDeps, handleFoodSearch } from '@/lib/food-search/handler';
import { startOffStub, STUBTELLA_FOOD, type OffStub } from '@/tests/support/off-stub';

// Normal answers get the production time-out, so a busy machine never turns them into time-outs;
// only the slow-answer test shortens it, and the slow answer comes well after that.
const TIMEOUT_MS = 2_000;
const SLOW_MS = TIMEOUT_MS + 3_000;
let stub: OffStub;
let env: FoodSearchEnv;

beforeAll(async () => {
  stub = await startOffStub(0, { slowMs: SLOW_MS });
  env = { OPEN_FOOD_FACTS_URL: stub.url, OPEN_FOOD_FACTS_TIMEOUT_MS: '10000' };
});

afterAll(async () => {
  await stub.close();
});

function freshSearch(timeoutMs?: number) {
  const logger = { error: vi.fn(), warn: vi.fn() };
  const deps = createFoodSearchDeps({ logger });
  const searchEnv = timeoutMs ? { ...env, OPEN_FOOD_FACTS_TIMEOUT_MS: String(timeoutMs) } : env;
  return { logger, search: (body: unknown) => handleFoodSearch(body, searchEnv, deps) };
}

describe('food search through the Open Food Facts stub', () => {
  it('maps the stub product "stubtella"', async () => {
    const { search } = freshSearch();
    const answer = await search({ query: 'stubtella' });
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        source: 'open-food-facts',
        results: [STUBTELLA_FOOD],
      },
    });
    const request = stub.requests.at(-1);
    expect(request).toMatchObject({ path: '/cgi/search.pl', searchTerms: 'stubtella', pageSize: '5' });
    expect(request?.userAgent).toMatch(/^Unitly\/1\.0 \(\+http:\/\/localhost:3000; .+@.+\)$/);
  });

  it('answers an empty list without a warning for "nothingfound", after an English retry', async () => {
    const { logger, search } = freshSearch();
    const before = stub.requests.length;
    const answer = await search({ query: 'nothingfound', languageCode: 'no' });
    expect(answer.body).toEqual({ ok: true, results: [], source: 'open-food-facts' });
    expect(stub.requests.slice(before).map((request) => request.lc)).toEqual(['no', 'en']);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('finds "englishonly" through the English retry', async () => {
    const { search } = freshSearch();
    const answer = await search({ query: 'englishonly', languageCode: 'es' });
    const names = answer.body.ok ? answer.body.results.map((result) => result.name) : [];
    expect(names).toEqual(['English Only Crackers']);
  });

  it('gives up on "slowfood" after the time-out: empty list, TIMEOUT warning, logged', async () => {
    const { logger, search } = freshSearch(TIMEOUT_MS);
    const started = performance.now();
    const answer = await search({ query: 'slowfood' });
    const elapsed = performance.now() - started;
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        results: [],
        source: 'open-food-facts',
        warning: 'TIMEOUT',
        message: FOOD_DATABASE_TIMEOUT_MESSAGE,
      },
    });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(SLOW_MS); // gave up before the answer arrived
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Open Food Facts'),
      expect.objectContaining({ code: 'TIMEOUT', term: 'slowfood', language: 'en' }),
    );
  });

  it.each([
    ['servererror', 'HTTP_STATUS', 500],
    ['brokenjson', 'MALFORMED_JSON', undefined],
  ])('answers "%s" with an empty list and an UPSTREAM_ERROR warning, logged as %s', async (query, failure, status) => {
    const { logger, search } = freshSearch();
    const answer = await search({ query });
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        results: [],
        source: 'open-food-facts',
        warning: 'UPSTREAM_ERROR',
        message: FOOD_DATABASE_ERROR_MESSAGE,
      },
    });
    expect(logger.error).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ code: 'UPSTREAM_ERROR', failure, status, term: query }),
    );
  });

  it('does not cache failures: a later search asks again', async () => {
    const { search } = freshSearch();
    const before = stub.requests.length;
    await search({ query: 'servererror' });
    await search({ query: 'servererror' });
    expect(stub.requests.length - before).toBe(2);
  });

  it('answers an UPSTREAM_ERROR when nothing listens at the configured address', async () => {
    const closed = await startOffStub(0);
    await closed.close();
    const logger = { error: vi.fn(), warn: vi.fn() };
    const answer = await handleFoodSearch({ query: 'stubtella' }, { OPEN_FOOD_FACTS_URL: closed.url }, createFoodSearchDeps({ logger }));
    expect(answer.body).toMatchObject({ ok: true, results: [], warning: 'UPSTREAM_ERROR' });
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ failure: 'NETWORK' }));
  });

  it('answers a body without a products list as an UPSTREAM_ERROR (schema mismatch)', async () => {
    const logger = { error: vi.fn(), warn: vi.fn() };
    const deps = createFoodSearchDeps({
      logger,
      fetch: async () => new Response(JSON.stringify({ error: 'unknown' }), { status: 200 }),
    });
    const answer = await handleFoodSearch({ query: 'stubtella' }, env, deps);
    expect(answer.body).toMatchObject({ warning: 'UPSTREAM_ERROR' });
    expect(logger.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ failure: 'SCHEMA_MISMATCH' }));
  });
});
