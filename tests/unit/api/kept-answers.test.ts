/**
 * GET answers kept by query string: made once, sent again the same, still counted against the
 * fair-use budget every time; never kept for currency (the rates change) or per-caller answers.
 */
import { describe, expect, it } from 'vitest';
import { convertQuery, serialiseBody } from '@/lib/api';
import { call, q, testHandler } from './support';

function countingHandler() {
  const made: string[] = [];
  const handler = testHandler(
    { API_RATE_LIMIT_ANONYMOUS: '5' },
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
  it('a repeated conversion is made once and answered the same, each time counted', async () => {
    const { handler, made } = countingHandler();
    const query = q({ category: 'length', from: 'cm', to: 'in', value: '100' });
    const first = await call(handler, query);
    const second = await call(handler, query);
    expect(made).toEqual(['length:100']);
    expect(serialiseBody(second)).toBe(serialiseBody(first));
    expect(second.status).toBe(200);
    expect(JSON.parse(serialiseBody(second)!)).toEqual(second.body);
    expect([first.headers['RateLimit-Remaining'], second.headers['RateLimit-Remaining']]).toEqual(['4', '3']);
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
    await call(handler, query);
    await call(handler, query);
    expect(made).toEqual(['currency:10', 'currency:10']);
  });

  it('a refused query is kept too, with its status, and still counted', async () => {
    const { handler } = countingHandler();
    const query = q({ category: 'length', from: 'cm', to: 'parsec-ish', value: '1' });
    const answers = [await call(handler, query), await call(handler, query)];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400]);
    expect(answers.map((answer) => (answer.body as { error: string }).error)).toEqual(['INVALID_UNIT', 'INVALID_UNIT']);
    expect(answers[1]!.headers['RateLimit-Remaining']).toBe('3');
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
