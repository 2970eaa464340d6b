/**
 * GET /api/convert with `define`: units of the caller's own, converted like the catalogue's and
 * listed in the answer; every hostile definition a 400 INVALID_DEFINITION with a readable message,
 * never a 5xx; answers with definitions kept by no server cache and marked private for clients.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerWebRequest, convertQuery, convertSuccessSchema, type ApiHandler } from '@/lib/api';
import { call, testHandler } from './support';

type Params = readonly (readonly [string, string])[];

/** The parameters in order as a query string, repeated names allowed. */
const searchOf = (params: Params): string => new URLSearchParams(params.map(([name, value]) => [name, value])).toString();

/** GET /api/convert through the web adapter. */
async function get(handler: ApiHandler, params: Params) {
  const response = await answerWebRequest(handler, 'convert', new Request(`http://unitly.test/api/convert?${searchOf(params)}`));
  return { status: response.status, headers: response.headers, json: (await response.json()) as Record<string, unknown> };
}

const mugs = (value: string, ...defines: string[]) =>
  [['category', 'volume'], ['from', 'mug'], ['to', 'l'], ['value', value], ...defines.map((text) => ['define', text] as const)] as const;

describe('a unit defined in the request', () => {
  it('converts from it and lists it in the answer', async () => {
    const { status, headers, json } = await get(testHandler(), mugs('3', 'mug:350:ml'));
    expect(status).toBe(200);
    expect(json).toMatchObject({
      ok: true,
      category: 'volume',
      from: 'mug',
      to: 'l',
      value: 3,
      result: 1.05,
      formatted: '1.05',
      exact: true,
    });
    expect(json.defined).toEqual([{ id: 'mug', name: 'mug', symbol: 'mug', amount: '350', unit: 'ml' }]);
    expect(convertSuccessSchema.safeParse(json).success).toBe(true);
    expect(headers.get('Cache-Control')).toBe('private, max-age=86400');
  });

  it('converts into it, its symbol and name kept as given', async () => {
    const params = [
      ['category', 'volume'],
      ['from', 'l'],
      ['to', 'big-mug'],
      ['value', '1'],
      ['define', 'Big Mug:0.5:l:BM'],
    ] as const;
    const { status, json } = await get(testHandler(), params);
    expect(status).toBe(200);
    expect(json).toMatchObject({ result: 2, formatted: '2', exact: true });
    expect(json.defined).toEqual([{ id: 'big-mug', name: 'Big Mug', symbol: 'BM', amount: '0.5', unit: 'l' }]);
  });

  it('takes several, by repeating define or with commas, and converts between two of them', async () => {
    const between = [
      ['category', 'volume'],
      ['from', 'mug'],
      ['to', 'bowl'],
      ['value', '2'],
    ] as const;
    const repeated = await get(testHandler(), [...between, ['define', 'mug:350:ml'], ['define', 'bowl:0.7:l']]);
    const commas = await get(testHandler(), [...between, ['define', 'mug:350:ml,bowl:0.7:l']]);
    expect(repeated.json).toMatchObject({ ok: true, result: 1, exact: true });
    expect(commas.json).toEqual(repeated.json);
    expect((repeated.json.defined as unknown[]).length).toBe(2);
  });

  it('adds nothing to an answer without definitions, and a blank define is none', async () => {
    const plain = await get(testHandler(), [
      ['category', 'volume'],
      ['from', 'ml'],
      ['to', 'l'],
      ['value', '350'],
    ]);
    const blank = await get(testHandler(), [
      ['category', 'volume'],
      ['from', 'ml'],
      ['to', 'l'],
      ['value', '350'],
      ['define', ' '],
    ]);
    expect(plain.json).not.toHaveProperty('defined');
    expect(blank.json).toEqual(plain.json);
  });

  it('lists the defined units among the valid ones when from names neither', async () => {
    const { status, json } = await get(testHandler(), [
      ['category', 'volume'],
      ['from', 'cup-of-tea'],
      ['to', 'l'],
      ['value', '1'],
      ['define', 'mug:350:ml'],
    ]);
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: 'INVALID_UNIT' });
    expect(json.validOptions).toEqual(expect.arrayContaining(['ml', 'l', 'mug']));
  });

  it('is what the conversion step answers for the same query', () => {
    const outcome = convertQuery({ category: 'volume', from: 'mug', to: 'l', value: '3', define: ['mug:350:ml'] });
    expect(outcome).toMatchObject({ ok: true, body: { result: 1.05 } });
  });
});

const hostile: readonly (readonly [string, readonly string[], RegExp])[] = [
  ['a huge factor', ['mug:1e300:ml'], /amount must be a plain decimal number/],
  ['a factor just past the largest', ['mug:1000000000001:ml'], /amount must be/],
  ['a zero factor', ['mug:0:ml'], /amount must be/],
  ['a negative factor', ['mug:-350:ml'], /amount must be/],
  ['a factor that is not a number', ['mug:Infinity:ml'], /amount must be/],
  ['a 10,000-character name', [`${'m'.repeat(10_000)}:350:ml`], /A definition is name:amount:unit/],
  ['a 100-character name', [`${'m'.repeat(100)}:350:ml`], /A unit name is 1 to 40/],
  ['script in the name', ['<script>alert(1)</script>:350:ml'], /A unit name is/],
  ['script in the symbol', ['mug:350:ml:<b>x</b>'], /A symbol is/],
  ['1,000 definitions', Array.from({ length: 1_000 }, (_, index) => `mug${index}:1:ml`), /At most 5 definitions per request; got 1000/],
  ['six definitions', Array.from({ length: 6 }, (_, index) => `mug${index}:1:ml`), /At most 5 definitions/],
  ['__proto__ as the name', ['__proto__:350:ml'], /A unit name is/],
  ['a name the category has', ['l:350:ml'], /already a unit of volume/],
  ['one name defined twice', ['mug:350:ml', 'Mug:300:ml'], /defined twice/],
  ['an unknown base unit', ['mug:350:parsec'], /not a unit of volume/],
  ['a missing amount', ['mug:ml'], /A definition is name:amount:unit/],
];

describe('hostile definitions', () => {
  it.each(hostile)('%s is refused with 400 INVALID_DEFINITION and a readable message', async (_, defines, message) => {
    const { status, json } = await get(testHandler(), mugs('3', ...defines));
    expect(status).toBe(400);
    expect(json).toMatchObject({ ok: false, error: 'INVALID_DEFINITION', message: expect.stringMatching(message) });
    expect((json.message as string).length).toBeLessThan(300);
  });

  it('a unit based on a compound one, or in a category not converted by a factor, is refused', async () => {
    const compound = await get(testHandler(), [
      ['category', 'length'],
      ['from', 'step'],
      ['to', 'cm'],
      ['value', '1'],
      ['define', 'step:1:ft_in'],
    ]);
    const temperature = await get(testHandler(), [
      ['category', 'temperature'],
      ['from', 'c'],
      ['to', 'f'],
      ['value', '1'],
      ['define', 'warm:2:c'],
    ]);
    expect(compound).toMatchObject({ status: 400, json: { error: 'INVALID_DEFINITION' } });
    expect(temperature).toMatchObject({
      status: 400,
      json: { error: 'INVALID_DEFINITION', message: expect.stringMatching(/temperature cannot have custom units/) },
    });
  });

  it('a name like an object property is an ordinary unit', async () => {
    const params = [
      ['category', 'volume'],
      ['from', 'constructor'],
      ['to', 'ml'],
      ['value', '1'],
      ['define', 'constructor:2:ml'],
    ] as const;
    expect(await get(testHandler(), params)).toMatchObject({ status: 200, json: { result: 2 } });
  });

  it('whatever the text, a definition is answered with 200 or 400, never 5xx', async () => {
    const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '100000' });
    const text = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 8 }), fc.constantFrom('ml', 'l', 'cup_us', 'x', ''))
        .map((parts) => parts.join(':')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(text, { maxLength: 7 }), async (defines) => {
        const answer = await call(handler, searchOf(mugs('3', ...defines)));
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 300 },
    );
  });

  it('define with a typed query is refused in the query’s language', async () => {
    const { status, json } = await get(testHandler(), [
      ['q', '3 l to ml'],
      ['lang', 'de'],
      ['define', 'mug:350:ml'],
    ]);
    expect(status).toBe(400);
    expect(json).toMatchObject({
      error: 'INVALID_DEFINITION',
      message: 'Der Parameter define funktioniert mit category, from, to und value, nicht mit q',
    });
  });
});

describe('caches and definitions', () => {
  function countingHandler() {
    const made: string[] = [];
    const handler = testHandler({}, { convert: (query, rates) => (made.push(query.value), convertQuery(query, rates)) });
    return { handler, made };
  }

  it('an answer with definitions is made every time, never kept by the server', async () => {
    const { handler, made } = countingHandler();
    const query = searchOf(mugs('3', 'mug:350:ml'));
    const answers = [await call(handler, query), await call(handler, query), await call(handler, query)];
    expect(made).toEqual(['3', '3', '3']);
    expect(answers.map((answer) => answer.headers['Cache-Control'])).toEqual(Array(3).fill('private, max-age=86400'));
  });

  it('a refused definition is not kept either, and shared caches may not keep it', async () => {
    const { handler, made } = countingHandler();
    const query = searchOf(mugs('3', 'mug:0:ml'));
    const answers = [await call(handler, query), await call(handler, query), await call(handler, query)];
    expect(made).toEqual(['3', '3', '3']);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers[2]!.headers['Cache-Control']).toBe('private, max-age=3600');
  });

  it('the same query without definitions is still kept from its second asking', async () => {
    const { handler, made } = countingHandler();
    const query = new URLSearchParams({ category: 'volume', from: 'ml', to: 'l', value: '7' }).toString();
    for (let index = 0; index < 3; index++) await call(handler, query);
    expect(made).toEqual(['7', '7']);
  });
});
