import { describe, expect, it, vi } from 'vitest';
import { FOOD_DATABASE_RATE_LIMITED_MESSAGE } from '@/lib/food-search/errors';
import { createFoodSearchDeps, handleFoodSearch, LOCAL_RESULT_LIMIT, OFF_CACHE_OPTIONS } from '@/lib/food-search/handler';
import type { FoodSearchEnv } from '@/lib/food-search/config';
import { SlidingWindowLimiter } from '@/lib/food-search/rate-limiter';
import { ENGLISH_ONLY_PRODUCT, STUBTELLA_PRODUCT } from '@/tests/support/off-stub';

const ENV: FoodSearchEnv = {
  OPEN_FOOD_FACTS_URL: 'https://off.test/',
  SITE_URL: 'https://unitly.test',
  CONTACT_EMAIL: 'team@unitly.test',
};

/** A fake Open Food Facts: answers by search_terms and lc, records every call. */
function fakeOff(productsFor: (term: string, lc: string) => readonly unknown[] = () => []) {
  const calls: { url: URL; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    calls.push({ url, headers: new Headers(init?.headers) });
    const term = url.searchParams.get('search_terms') ?? '';
    const products = productsFor(term, url.searchParams.get('lc') ?? '');
    return new Response(JSON.stringify({ count: products.length, products }), { status: 200 });
  });
  return { fetch, calls };
}

function setup(productsFor?: (term: string, lc: string) => readonly unknown[]) {
  const off = fakeOff(productsFor);
  const clock = { now: 0 };
  const logger = { error: vi.fn(), warn: vi.fn() };
  const deps = createFoodSearchDeps({ fetch: off.fetch, now: () => clock.now, logger });
  const search = (body: unknown) => handleFoodSearch(body, ENV, deps);
  return { off, clock, logger, deps, search };
}

const stubtellaOnly = (term: string) => (term === 'stubtella' ? [STUBTELLA_PRODUCT] : []);

describe('handleFoodSearch', () => {
  it('answers from the built-in table without calling Open Food Facts', async () => {
    const { off, search } = setup();
    const answer = await search({ query: 'Plátano', languageCode: 'es' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, source: 'local' });
    expect(answer.body.ok && answer.body.results[0]).toMatchObject({
      id: 'banana',
      name: 'Plátano',
      calories: 89,
    });
    expect(off.fetch).not.toHaveBeenCalled();
  });

  it(`lists at most ${LOCAL_RESULT_LIMIT} built-in foods`, async () => {
    const { search } = setup();
    const answer = await search({ query: 'e' });
    expect(answer.body.ok && answer.body.results).toHaveLength(LOCAL_RESULT_LIMIT);
  });

  it('looks up only the text before a comma or parenthesis, lower-cased', async () => {
    const { off, search } = setup(stubtellaOnly);
    const answer = await search({ query: '  STUBTELLA (jar), 400 g ' });
    expect(off.calls[0]?.url.searchParams.get('search_terms')).toBe('stubtella');
    expect(answer.body.ok && answer.body.results.map((result) => result.name)).toEqual(['Stubtella Hazelnut Spread']);
  });

  it('answers an empty list, without calling out, when nothing precedes a parenthesis', async () => {
    const { off, search } = setup();
    const answer = await search({ query: '(organic)' });
    expect(answer).toEqual({ status: 200, body: { ok: true, results: [], source: 'local' } });
    expect(off.fetch).not.toHaveBeenCalled();
  });

  it('asks Open Food Facts as a good citizen: its search URL, page size 5, our User-Agent', async () => {
    const { off, search } = setup(stubtellaOnly);
    await search({ query: 'stubtella', languageCode: 'de' });
    const [call] = off.calls;
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe('https://off.test/cgi/search.pl');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      search_terms: 'stubtella',
      page_size: '5',
      json: '1',
      lc: 'de',
      fields: 'product_name,nutriments',
    });
    expect(call?.headers.get('user-agent')).toBe('Unitly/1.0 (+https://unitly.test; team@unitly.test)');
  });

  it('retries a non-English miss in English, and caches the answer for both languages', async () => {
    const { off, search } = setup((_term, lc) => (lc === 'en' ? [ENGLISH_ONLY_PRODUCT] : []));
    const answer = await search({ query: 'englishonly', languageCode: 'fr' });
    expect(off.calls.map((call) => call.url.searchParams.get('lc'))).toEqual(['fr', 'en']);
    expect(answer.body).toMatchObject({ ok: true, source: 'open-food-facts' });
    expect(answer.body.ok && answer.body.results[0]?.name).toBe('English Only Crackers');

    await search({ query: 'englishonly', languageCode: 'fr' });
    await search({ query: 'englishonly', languageCode: 'en' });
    expect(off.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry an English miss', async () => {
    const { off, search } = setup();
    await search({ query: 'nothingfound', languageCode: 'en' });
    expect(off.fetch).toHaveBeenCalledTimes(1);
  });

  it('caches hits per language and term', async () => {
    const { off, search } = setup(stubtellaOnly);
    const first = await search({ query: 'stubtella' });
    const second = await search({ query: 'Stubtella, 1 jar' });
    expect(second).toEqual(first);
    expect(off.fetch).toHaveBeenCalledTimes(1);
    await search({ query: 'stubtella', languageCode: 'no' });
    expect(off.fetch).toHaveBeenCalledTimes(2);
  });

  it('caches misses too, so a food Open Food Facts lacks is asked about once', async () => {
    const { off, search } = setup();
    for (let i = 0; i < 3; i += 1) {
      const answer = await search({ query: 'nothingfound', languageCode: 'es' });
      expect(answer.body).toEqual({ ok: true, results: [], source: 'open-food-facts' });
    }
    expect(off.calls.map((call) => call.url.searchParams.get('lc'))).toEqual(['es', 'en']);
  });

  it('keeps an answer for its time to live, and asks again once it has expired', async () => {
    const off = fakeOff(stubtellaOnly);
    const clock = { now: 1_000 };
    const deps = createFoodSearchDeps({ fetch: off.fetch, now: () => clock.now });
    await handleFoodSearch({ query: 'stubtella' }, ENV, deps);
    clock.now += OFF_CACHE_OPTIONS.ttlMs;
    await handleFoodSearch({ query: 'stubtella' }, ENV, deps);
    expect(off.fetch).toHaveBeenCalledTimes(1);
    clock.now += 1;
    await handleFoodSearch({ query: 'stubtella' }, ENV, deps);
    expect(off.fetch).toHaveBeenCalledTimes(2);
  });

  it('serves an empty RATE_LIMITED answer without calling out once 10 searches ran in a minute', async () => {
    const { off, clock, logger, search } = setup(stubtellaOnly);
    for (let i = 0; i < 10; i += 1) await search({ query: `stubtella${i}` });
    expect(off.fetch).toHaveBeenCalledTimes(10);

    const limited = await search({ query: 'stubtella' });
    expect(limited).toEqual({
      status: 200,
      body: {
        ok: true,
        results: [],
        source: 'open-food-facts',
        warning: 'RATE_LIMITED',
        message: FOOD_DATABASE_RATE_LIMITED_MESSAGE,
      },
    });
    expect(off.fetch).toHaveBeenCalledTimes(10);
    expect(logger.warn).toHaveBeenCalledOnce();

    // Cached answers and the built-in table still work while limited...
    const cached = await search({ query: 'stubtella0' });
    expect(cached.body).toMatchObject({ ok: true, source: 'open-food-facts' });
    expect((await search({ query: 'egg' })).body).toMatchObject({ ok: true, source: 'local' });
    // ...and a minute later Open Food Facts is asked again.
    clock.now = 60_000;
    const later = await search({ query: 'stubtella' });
    expect(later.body.ok && later.body.results).toHaveLength(1);
    expect(off.fetch).toHaveBeenCalledTimes(11);
  });

  it('does not cache a rate-limited answer as a miss', async () => {
    const off = fakeOff(stubtellaOnly);
    let allow = false;
    const deps = createFoodSearchDeps({
      fetch: off.fetch,
      limiter: { tryAcquire: () => allow },
      logger: { error: vi.fn(), warn: vi.fn() },
    });
    const limited = await handleFoodSearch({ query: 'stubtella' }, ENV, deps);
    expect(limited.body).toMatchObject({ warning: 'RATE_LIMITED' });
    allow = true;
    const answer = await handleFoodSearch({ query: 'stubtella' }, ENV, deps);
    expect(answer.body.ok && answer.body.results).toHaveLength(1);
  });

  it('charges each search that goes out to its caller: a caller out of their share leaves the site’s limit to others', async () => {
    const { off, deps } = setup(stubtellaOnly);
    const shares = new Map([
      ['greedy', 2],
      ['other', 2],
    ]);
    const as = (caller: string) => async () => {
      const left = shares.get(caller)!;
      shares.set(caller, left - 1);
      return left > 0;
    };
    for (let i = 0; i < 10; i += 1) await handleFoodSearch({ query: `miss${i}` }, ENV, deps, as('greedy'));
    expect(off.fetch).toHaveBeenCalledTimes(2);
    const answer = await handleFoodSearch({ query: 'stubtella' }, ENV, deps, as('other'));
    expect(answer.body.ok && answer.body.results).toHaveLength(1);
    // Cached answers and the built-in table cost no share.
    expect((await handleFoodSearch({ query: 'stubtella' }, ENV, deps, as('greedy'))).body).toMatchObject({ source: 'open-food-facts' });
    expect((await handleFoodSearch({ query: 'egg' }, ENV, deps, as('greedy'))).body).toMatchObject({ source: 'local' });
  });

  it("limits by default to Open Food Facts' 10 searches a minute", () => {
    const clock = { now: 0 };
    const { limiter } = createFoodSearchDeps({ now: () => clock.now });
    expect(limiter).toBeInstanceOf(SlidingWindowLimiter);
    expect([...Array(11)].map(() => limiter.tryAcquire()).filter(Boolean)).toHaveLength(10);
    clock.now = 60_000;
    expect(limiter.tryAcquire()).toBe(true);
  });

  it('reports a bad environment setting, naming the variable', async () => {
    const { deps } = setup();
    await expect(handleFoodSearch({ query: 'stubtella' }, { OPEN_FOOD_FACTS_TIMEOUT_MS: 'soon' }, deps)).rejects.toThrow(
      'Invalid OPEN_FOOD_FACTS_TIMEOUT_MS',
    );
  });
});
