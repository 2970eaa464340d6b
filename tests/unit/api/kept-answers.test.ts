/**
 * GET answers kept by query string: kept from a query's second asking, then sent again the same,
 * still counted against the fair-use budget every time; never kept for currency (the rates change)
 * or per-caller answers.
 */
import { describe, expect, it } from 'vitest';
import { convertQuery, serialiseBody } from '@/lib/api';
import { call, q, testHandler } from './support';

function countingHandler(budget = 5) {
  const made: string[] = [];
  const handler = testHandler(
    { API_RATE_LIMIT_ANONYMOUS: String(budget) },
    {
      convert: (query, rates) => {
        made.push(`${query.category}:${query.value}`);
        return convertQuery(query, rates);
      },
    },
  );
  return { handler, made };
}

describe('answers the API keeps', () => {
  it('a conversion asked again is kept from its second asking and made no more, each time counted', async () => {
    const { handler, made } = countingHandler();
    const query = q({ category: 'length', from: 'cm', to: 'in', value: '100' });
    const answers = [await call(handler, query), await call(handler, query), await call(handler, query), await call(handler, query)];
    expect(made).toEqual(['length:100', 'length:100']);
    expect(new Set(answers.map((answer) => serialiseBody(answer))).size).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(JSON.parse(serialiseBody(answers[3]!)!)).toEqual(answers[3]!.body);
    expect(answers.map((answer) => answer.headers['RateLimit-Remaining'])).toEqual(['4', '3', '2', '1']);
  });

  it('queries asked once take no place: 1,500 of them do not push a kept answer out', async () => {
    const { handler, made } = countingHandler(10_000);
    const kept = q({ category: 'length', from: 'cm', to: 'in', value: '100' });
    await call(handler, kept);
    await call(handler, kept);
    for (let value = 1; value <= 1_500; value++) await call(handler, q({ category: 'length', from: 'cm', to: 'in', value: `${value}.5` }));
    const before = made.length;
    const again = await call(handler, kept);
    expect(made).toHaveLength(before);
    expect(again.body).toMatchObject({ ok: true, value: 100, formatted: '39.370079' });
  });

  it('a different query string is a different answer', async () => {
    const { handler, made } = countingHandler();
    await call(handler, q({ category: 'length', from: 'cm', to: 'in', value: '100' }));
    const other = await call(handler, q({ category: 'length', from: 'cm', to: 'in', value: '200' }));
    expect(made).toEqual(['length:100', 'length:200']);
    expect(other.body).toMatchObject({ value: 200, formatted: '78.740157' });
  });

  it('currency is converted afresh every time, with the rates of the moment', async () => {
    const { handler, made } = countingHandler();
    const query = q({ category: 'currency', from: 'usd', to: 'eur', value: '10' });
    for (let index = 0; index < 3; index++) await call(handler, query);
    expect(made).toEqual(['currency:10', 'currency:10', 'currency:10']);
  });

  it('a refused query is kept too, with its status, and still counted', async () => {
    const { handler } = countingHandler();
    const query = q({ category: 'length', from: 'cm', to: 'parsec-ish', value: '1' });
    const answers = [await call(handler, query), await call(handler, query), await call(handler, query)];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers.map((answer) => (answer.body as { error: string }).error)).toEqual(['INVALID_UNIT', 'INVALID_UNIT', 'INVALID_UNIT']);
    expect(answers[2]!.headers['RateLimit-Remaining']).toBe('2');
  });

  it('a caller over budget gets the 429, not a kept answer', async () => {
    const { handler } = countingHandler();
    const query = q({ category: 'length', from: 'cm', to: 'in', value: '100' });
    for (let index = 0; index < 5; index++) expect((await call(handler, query)).status).toBe(200);
    const refused = await call(handler, query);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED' });
  });
});
