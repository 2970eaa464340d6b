import { describe, expect, it } from 'vitest';
import { answerWebRequest, batchSuccessSchema, convertSuccessSchema } from '@/lib/api';
import { getConvert, testHandler } from './support';

const get = getConvert;

describe('size charts through /api/convert', () => {
  const handler = testHandler();

  it('answer with kind "table" and the size on the same row of the chart', async () => {
    const shoe = await get(handler, { category: 'shoe-size', from: 'eu', to: 'us_men', value: '42' });
    expect(shoe.status).toBe(200);
    expect(convertSuccessSchema.parse(shoe.json)).toMatchObject({ kind: 'table', result: 9, formatted: '9', exact: true });
    expect(shoe.json).not.toHaveProperty('between');
    const women = await get(handler, { category: 'shoe-size', from: 'uk', to: 'us_women', value: '6' });
    expect(women.json).toMatchObject({ kind: 'table', result: 8.5, formatted: '8½' });
  });

  it('say which two sizes a value lies between, and answer with the nearer', async () => {
    const answer = await get(handler, { category: 'shoe-size', from: 'eu', to: 'uk', value: '42.1' });
    expect(answer.json).toMatchObject({ kind: 'table', result: 8, exact: false, between: { lower: '42', upper: '42.5' } });
  });

  it('read and write British ring sizes in letters', async () => {
    const toLetters = await get(handler, { category: 'ring-size', from: 'us', to: 'uk', value: '7' });
    expect(toLetters.json).toMatchObject({ kind: 'table', result: 14.5, formatted: 'N½' });
    const fromLetters = await get(handler, { category: 'ring-size', from: 'uk', to: 'iso', value: 'N½' });
    expect(fromLetters.json).toMatchObject({ value: 14.5, result: 54.4, formatted: '54.4' });
  });

  it('refuse a size outside the chart with 400 SIZE_OUT_OF_RANGE and the chart’s range', async () => {
    const answer = await get(handler, { category: 'ring-size', from: 'us', to: 'uk', value: '20' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      ok: false,
      error: 'SIZE_OUT_OF_RANGE',
      message: 'Size 20 is outside the chart, which runs from 3 to 13',
    });
  });

  it('answer the same in a batch, item by item', async () => {
    const body = JSON.stringify({
      items: [
        { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 },
        { category: 'shoe-size', from: 'eu', to: 'us_men', value: 10 },
      ],
    });
    const request = new Request('http://unitly.test/api/convert', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const response = await answerWebRequest(handler, 'convert', request);
    const json = batchSuccessSchema.parse(await response.json());
    expect(json.results[0]).toMatchObject({ ok: true, kind: 'table', result: 9 });
    expect(json.results[1]).toMatchObject({ ok: false, error: 'SIZE_OUT_OF_RANGE' });
  });
});
