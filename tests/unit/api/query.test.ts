import { describe, expect, it } from 'vitest';
import { MAX_VALUE_LENGTH, readConvertQuery } from '@/lib/api';
import { categoryIds, unitIdsOf } from '@/lib/units';
import { q } from './support';

const valid = { category: 'length', from: 'cm', to: 'in', value: '100' };

describe('readConvertQuery', () => {
  it('reads the four parameters, with or without a leading "?"', () => {
    expect(readConvertQuery(q(valid))).toEqual({ ok: true, query: valid });
    expect(readConvertQuery(`?${q(valid)}`)).toEqual({ ok: true, query: valid });
  });

  it('trims every parameter and lower-cases ids, so USD and " Length " work', () => {
    const outcome = readConvertQuery(q({ category: ' Length ', from: 'CM', to: 'In', value: ' 2.5 ' }));
    expect(outcome).toEqual({ ok: true, query: { category: 'length', from: 'cm', to: 'in', value: '2.5' } });
  });

  it('ignores parameters it does not know (cache busters, tracking)', () => {
    expect(readConvertQuery(`${q(valid)}&_=123&utm_source=x`)).toEqual({ ok: true, query: valid });
  });

  it('names every missing or blank parameter, in order', () => {
    const outcome = readConvertQuery(q({ from: 'cm', to: '  ' }));
    expect(outcome).toEqual({
      ok: false,
      failure: { code: 'MISSING_PARAMETERS', message: 'Missing required parameters: category, to, value' },
    });
  });

  it('refuses an unknown category and lists the valid ones', () => {
    const outcome = readConvertQuery(q({ ...valid, category: 'lenght' }));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.failure.code).toBe('INVALID_CATEGORY');
    expect(outcome.failure.message).toBe(`Category "lenght" is not supported. Valid categories: ${categoryIds.join(', ')}`);
    expect(outcome.failure.validOptions).toEqual(categoryIds);
  });

  it('refuses an over-long unit id as an unknown unit of the category', () => {
    const outcome = readConvertQuery(q({ ...valid, from: 'c'.repeat(500) }));
    expect(outcome.ok || outcome.failure).toMatchObject({ code: 'INVALID_UNIT', validOptions: unitIdsOf('length') });
    // The message lists the category's ids (length has 25) and a shortened echo of the 500 characters.
    expect(outcome.ok || outcome.failure.message.length).toBeLessThan(400);
  });

  it('refuses a value longer than MAX_VALUE_LENGTH before anything parses it', () => {
    const outcome = readConvertQuery(q({ ...valid, value: '9'.repeat(MAX_VALUE_LENGTH + 1) }));
    expect(outcome).toEqual({
      ok: false,
      failure: { code: 'INVALID_VALUE', message: `Parameter value must be at most ${MAX_VALUE_LENGTH} characters` },
    });
  });

  it.each([
    ['category', 'INVALID_CATEGORY'],
    ['from', 'INVALID_UNIT'],
    ['to', 'INVALID_UNIT'],
    ['value', 'INVALID_VALUE'],
  ])('refuses %s given twice with %s', (name, code) => {
    const outcome = readConvertQuery(`${q(valid)}&${name}=x`);
    expect(outcome).toEqual({ ok: false, failure: { code, message: `Parameter ${name} must be given once` } });
  });

  it('reports the category before the units and the units before the value', () => {
    const outcome = readConvertQuery(q({ category: 'x', from: 'y'.repeat(99), to: 'z', value: '9'.repeat(2000) }));
    expect(outcome.ok || outcome.failure.code).toBe('INVALID_CATEGORY');
  });

  it('survives malformed percent escapes and control characters', () => {
    expect(readConvertQuery('category=%E0%A4%A&from=%&to=%zz&value=%00').ok).toBe(false);
  });
});
