/**
 * The hot path's plain lookups (lib/api/query-check) agree with convertQuerySchema, the contract
 * the OpenAPI document is generated from: the same queries pass with the same values, and a refused
 * query names the first parameter the schema has an issue with.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONVERT_PARAMETERS, convertQuerySchema, FORMAT_PARAMETERS, FORMAT_VALUES, MAX_UNIT_LENGTH, MAX_VALUE_LENGTH } from '@/lib/api';
import { checkConvertQuery, type RawQuery } from '@/lib/api/query-check';
import { categoryIds, unitIdsOf } from '@/lib/units';

const PARAMETERS = [...CONVERT_PARAMETERS, ...FORMAT_PARAMETERS] as const;

/** Values near every rule's edges: valid ids and numbers, empty, too long, and lists (a repeated parameter). */
const given = (valid: readonly string[], max: number) => {
  const one = fc.oneof(
    fc.constantFrom(...valid),
    fc.constantFrom('', 'x', '07', '-1', '1.5', '__proto__', 'constructor', 'x'.repeat(max), 'x'.repeat(max + 1)),
    fc.string({ maxLength: 12 }),
  );
  return fc.oneof({ weight: 5, arbitrary: one }, { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) });
};

const rawQuery: fc.Arbitrary<RawQuery> = fc.record(
  {
    category: given(categoryIds, 20),
    from: given(unitIdsOf('length'), MAX_UNIT_LENGTH),
    to: given(unitIdsOf('length'), MAX_UNIT_LENGTH),
    value: given(['1', '2.5', '1/2', 'ff'], MAX_VALUE_LENGTH),
    format: given(FORMAT_VALUES.format, 10),
    precision: given(FORMAT_VALUES.precision, 3),
    sig: given(FORMAT_VALUES.sig, 3),
    denominator: given(FORMAT_VALUES.denominator, 3),
  },
  { requiredKeys: [] },
);

describe('checkConvertQuery', () => {
  it('passes exactly the queries the schema passes, with the same values', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const parsed = convertQuerySchema.safeParse(raw);
        const checked = checkConvertQuery(raw);
        expect(checked.ok).toBe(parsed.success);
        if (checked.ok && parsed.success) expect(checked.query).toEqual(parsed.data);
      }),
      { numRuns: 2_000 },
    );
  });

  it('names the first parameter, in reporting order, that the schema refuses', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const parsed = convertQuerySchema.safeParse(raw);
        const checked = checkConvertQuery(raw);
        if (parsed.success || checked.ok) return;
        const first = PARAMETERS.find((name) => parsed.error.issues.some((issue) => issue.path[0] === name));
        expect(checked.parameter).toBe(first);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a plain query into the values the conversion uses', () => {
    expect(checkConvertQuery({ category: 'length', from: 'cm', to: 'in', value: '10', precision: '2', denominator: '16' })).toEqual({
      ok: true,
      query: { category: 'length', from: 'cm', to: 'in', value: '10', precision: 2, denominator: 16 },
    });
  });
});
