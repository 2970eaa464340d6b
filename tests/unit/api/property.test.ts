import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CATALOGUE, anyApiErrorSchema, convertSuccessSchema, serialiseBody } from '@/lib/api';
import { categories } from '@/lib/units';
import { call, testHandler } from './support';

const NUM_RUNS = 6_000;

const names = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('category', 'from', 'to', 'value') },
  { weight: 1, arbitrary: fc.constantFrom('Category', 'value[]', '', 'x', 'category%00') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

const ids = fc.constantFrom(...categories.flatMap((category) => [category.id, ...category.units.map((unit) => unit.id)]));

const numbers = fc.oneof(
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map((n) => n.toString(16)),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '-1e-999', '0x1F', '1,5', '1.234,5', '١٢٣', '１２', '', ' ', '-0', '.', 'e5'),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // Up to beyond MAX_VALUE_LENGTH.
  fc.nat({ max: 2_500 }).map((n) => '9'.repeat(n)),
);

const values = fc.oneof(ids, numbers, fc.string({ unit: 'grapheme', maxLength: 20 }));

const encodings = fc.constantFrom(
  (text: string) => encodeURIComponent(text),
  (text: string) => text,
  // Malformed escapes and raw separators.
  (text: string) => `${text}%`,
  (text: string) => text.replaceAll('', '%'),
);

/** Query strings built from parameters, mostly well-formed, sometimes not at all. */
const structured = fc
  .array(fc.tuple(names, values, encodings), { maxLength: 7 })
  .map((pairs) => pairs.map(([name, value, encode]) => `${encodeURIComponent(name)}=${encode(value)}`).join('&'));

/** The four parameters of a real category, with any value: successes and value errors. */
const plausible = fc
  .constantFrom(...categories)
  .chain((category) => {
    const unit = fc.constantFrom(...category.units.map((u) => u.id));
    return fc.tuple(fc.constant(category.id), unit, unit, fc.oneof(numbers, fc.integer({ min: -1000, max: 1000 }).map(String)));
  })
  .map(([category, from, to, value]) => new URLSearchParams({ category, from, to, value }).toString());

const queries = fc.oneof(
  { weight: 3, arbitrary: plausible },
  { weight: 4, arbitrary: structured },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('&', '=', '%', '?', 'a', '1', '.', ',', '+', ' '), maxLength: 60 }) },
);

describe('for any query string', () => {
  // A budget that random traffic never exhausts, so every answer is about the query itself.
  const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '1000000000' });

  it(`/api/convert answers JSON with a catalogue code and a 2xx or 4xx status (${NUM_RUNS} cases)`, async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const answer = await call(handler, query);
        expect(answer.status >= 200 && answer.status < 500).toBe(true);
        const body: unknown = JSON.parse(serialiseBody(answer) ?? 'null');
        if (answer.status === 200) {
          expect(convertSuccessSchema.parse(body).ok).toBe(true);
          seen.add('200');
        } else {
          const error = anyApiErrorSchema.parse(body);
          expect(API_ERROR_CATALOGUE[error.error].status).toBe(answer.status);
          seen.add(error.error);
        }
      }),
      // A fixed seed keeps the coverage check below deterministic; the property holds for any seed.
      { numRuns: NUM_RUNS, seed: 20_261_121 },
    );
    // The generators reach every kind of answer a query alone can cause.
    // Random names sometimes spell "q", the typed query, which then cannot be read.
    expect([...seen].sort()).toEqual([
      '200',
      'INVALID_CATEGORY',
      'INVALID_UNIT',
      'INVALID_VALUE',
      'MISSING_PARAMETERS',
      'SIZE_OUT_OF_RANGE',
      'UNPARSEABLE_QUERY',
    ]);
  });
});
