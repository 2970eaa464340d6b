import { describe, expect, it } from 'vitest';
import { QUERY_REQUIRED_MESSAGE, QUERY_TOO_LONG_MESSAGE } from '@/lib/food-search/errors';
import { createFoodSearchDeps, handleFoodSearch } from '@/lib/food-search/handler';
import { foodSearchRequestSchema, lookupTerm } from '@/lib/food-search/request';

describe('the food search request body', () => {
  it('trims the query and defaults the language to English', () => {
    expect(foodSearchRequestSchema.parse({ query: '  banana  ' })).toEqual({
      query: 'banana',
      languageCode: 'en',
    });
  });

  it('accepts the five site languages', () => {
    for (const languageCode of ['en', 'es', 'de', 'fr', 'no']) {
      expect(foodSearchRequestSchema.safeParse({ query: 'egg', languageCode }).success).toBe(true);
    }
  });

  it('accepts 100 characters and refuses 101', () => {
    expect(foodSearchRequestSchema.safeParse({ query: 'a'.repeat(100) }).success).toBe(true);
    const tooLong = foodSearchRequestSchema.safeParse({ query: 'a'.repeat(101) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe(QUERY_TOO_LONG_MESSAGE);
  });

  it('measures the length after trimming', () => {
    expect(foodSearchRequestSchema.safeParse({ query: ` ${'a'.repeat(100)} ` }).success).toBe(true);
  });

  it.each([
    ['an empty query', { query: '' }],
    ['a blank query', { query: '   ' }],
    ['a missing query', { languageCode: 'en' }],
    ['a numeric query', { query: 42 }],
    ['a null query', { query: null }],
  ])('refuses %s', (_case, body) => {
    const result = foodSearchRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(QUERY_REQUIRED_MESSAGE);
  });

  it('refuses an unknown language and lists the valid ones', () => {
    const result = foodSearchRequestSchema.safeParse({ query: 'egg', languageCode: 'it' });
    expect(result.error?.issues[0]?.message).toBe('languageCode must be one of: en, es, de, fr, no');
    expect(foodSearchRequestSchema.safeParse({ query: 'egg', languageCode: 1 }).success).toBe(false);
  });
});

describe('handleFoodSearch at the boundary', () => {
  // A fetch that fails the test if called: a bad body must never reach Open Food Facts.
  const deps = () =>
    createFoodSearchDeps({
      fetch: () => Promise.reject(new Error('must not call out')),
      logger: { error: () => undefined, warn: () => undefined },
    });

  it.each([
    ['no body', undefined],
    ['null', null],
    ['an array', ['banana']],
    ['a string', 'banana'],
    ['an empty query', { query: '' }],
    ['a 101-character query', { query: 'x'.repeat(101) }],
    ['a numeric query', { query: 7 }],
    ['a wrong language type', { query: 'egg', languageCode: ['en'] }],
  ])('answers 400 INVALID_REQUEST for %s', async (_case, body) => {
    const answer = await handleFoodSearch(body, {}, deps());
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: 'INVALID_REQUEST' });
    expect(answer.body.ok === false && answer.body.message.length > 0).toBe(true);
  });
});

describe('lookupTerm', () => {
  it.each([
    ['Banana', 'banana'],
    ['  Banana (ripe), 2 pcs ', 'banana'],
    ['Greek yogurt, plain', 'greek yogurt'],
    ['Stubtella (jar)', 'stubtella'],
    ['(organic) milk', ''],
  ])('looks up "%s" as "%s"', (query, term) => {
    expect(lookupTerm(query)).toBe(term);
  });
});
