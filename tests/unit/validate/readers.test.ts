import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from '@/lib/validate/readers';

const { INVALID } = v;

describe('string', () => {
  it('reads strings within its lengths and nothing else', () => {
    const read = v.string({ min: 1, max: 3 });
    expect(read('abc')).toBe('abc');
    expect(read('')).toBe(INVALID);
    expect(read('abcd')).toBe(INVALID);
    expect(read(3)).toBe(INVALID);
    expect(read(undefined)).toBe(INVALID);
  });

  it('trims before it measures, and answers the trimmed text', () => {
    const read = v.string({ trim: true, min: 1, max: 3 });
    expect(read('  ab  ')).toBe('ab');
    expect(read('   ')).toBe(INVALID);
  });
});

describe('number', () => {
  it('takes no NaN, infinity or numeric string for a number', () => {
    const read = v.number();
    for (const value of [Number.NaN, Infinity, -Infinity, '1', null]) expect(read(value)).toBe(INVALID);
    expect(read(-0.5)).toBe(-0.5);
  });

  it('keeps to inclusive bounds, a strict lower bound and whole numbers when asked', () => {
    expect(v.number({ min: 0, max: 1 })(0)).toBe(0);
    expect(v.number({ min: 0, max: 1 })(1.5)).toBe(INVALID);
    expect(v.number({ above: 0 })(0)).toBe(INVALID);
    expect(v.number({ above: 0 })(Number.MIN_VALUE)).toBe(Number.MIN_VALUE);
    expect(v.number({ int: true })(2)).toBe(2);
    expect(v.number({ int: true })(2.5)).toBe(INVALID);
    expect(v.number({ int: true })(2 ** 53)).toBe(INVALID);
  });
});

describe('choices and wrappers', () => {
  it('reads one of the listed values only', () => {
    const read = v.oneOf(['a', 'b']);
    expect(read('b')).toBe('b');
    expect(read('c')).toBe(INVALID);
  });

  it('lets undefined through optional, gives the default for it, and null through nullable', () => {
    expect(v.optional(v.string())(undefined)).toBeUndefined();
    expect(v.optional(v.string())(null)).toBe(INVALID);
    expect(v.withDefault(v.number(), 0)(undefined)).toBe(0);
    expect(v.withDefault(v.number(), 0)(null)).toBe(INVALID);
    expect(v.nullable(v.string())(null)).toBeNull();
    expect(v.nullable(v.string())(undefined)).toBe(INVALID);
  });

  it('reads instances of a class and values a guard accepts, as they are', () => {
    const blob = new Blob([]);
    expect(v.instanceOf(Blob)(blob)).toBe(blob);
    expect(v.instanceOf(Blob)({ size: 0 })).toBe(INVALID);
    expect(v.guard((value): value is 'x' => value === 'x')('x')).toBe('x');
  });
});

describe('array and record', () => {
  it('reads every item, and fails when one fails or the length is out of bounds', () => {
    const read = v.array(v.number(), { min: 1, max: 2 });
    expect(read([1, 2])).toEqual([1, 2]);
    expect(read([1, 'x'])).toBe(INVALID);
    expect(read([])).toBe(INVALID);
    expect(read([1, 2, 3])).toBe(INVALID);
    expect(read({ 0: 1, length: 1 })).toBe(INVALID);
  });

  it('answers a new array, not the one it was given', () => {
    const input = [1];
    expect(v.array(v.number())(input)).not.toBe(input);
  });

  it('reads a plain object as a record, each key and value checked', () => {
    const read = v.record(v.string({ min: 1 }), v.number({ above: 0 }));
    expect(read({ EUR: 0.9, GBP: 0.8 })).toEqual({ EUR: 0.9, GBP: 0.8 });
    expect(read({ '': 1 })).toBe(INVALID);
    expect(read({ EUR: 0 })).toBe(INVALID);
    expect(read([])).toBe(INVALID);
    expect(read(new Map())).toBe(INVALID);
    expect(read(null)).toBe(INVALID);
  });

  it('keeps a "__proto__" key of parsed JSON as data, never as the prototype', () => {
    const read = v.record(v.string(), v.number());
    const parsed = read(JSON.parse('{"__proto__": 1}'));
    expect(parsed).not.toBe(INVALID);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.keys(parsed as object)).toEqual(['__proto__']);
  });
});

describe('object', () => {
  const read = v.object({ id: v.string({ min: 1 }), note: v.optional(v.string()), count: v.withDefault(v.number(), 0) });

  it('reads the keys of its shape and drops the others', () => {
    expect(read({ id: 'a', note: 'n', count: 2, extra: true })).toEqual({ id: 'a', note: 'n', count: 2 });
  });

  it('leaves a missing optional key out and fills in a default', () => {
    const value = read({ id: 'a' });
    expect(value).toEqual({ id: 'a', count: 0 });
    expect(Object.keys(value as object)).toEqual(['id', 'count']);
  });

  it('fails when a key fails, and for anything that is not an object', () => {
    expect(read({ id: '' })).toBe(INVALID);
    for (const value of [null, undefined, 'a', 1, [], [{ id: 'a' }]]) expect(read(value)).toBe(INVALID);
  });
});

describe('strictObject', () => {
  const read = v.strictObject({ id: v.string(), note: v.optional(v.string()) });

  it('reads what object reads when every key is of its shape', () => {
    expect(read({ id: 'a', note: 'n' })).toEqual({ id: 'a', note: 'n' });
    expect(read({ id: 'a' })).toEqual({ id: 'a' });
  });

  it('refuses a key outside its shape, an inherited one too, and anything that is not an object', () => {
    expect(read({ id: 'a', extra: undefined })).toBe(INVALID);
    expect(read(JSON.parse('{"id":"a","__proto__":{}}'))).toBe(INVALID);
    expect(read(Object.assign(Object.create({ inherited: 1 }) as object, { id: 'a' }))).toBe(INVALID);
    for (const value of [null, undefined, 'a', [], [{ id: 'a' }]]) expect(read(value)).toBe(INVALID);
  });
});

describe('orElse', () => {
  it('answers what its reader reads, and its fallback for anything else', () => {
    const read = v.orElse(v.number(), 0);
    expect(read(4)).toBe(4);
    for (const value of [undefined, null, 'x', Number.NaN]) expect(read(value)).toBe(0);
  });

  it('lets each key of an object fall back on its own', () => {
    const read = v.object({ a: v.orElse(v.string(), 'a'), b: v.orElse(v.string(), 'b') });
    expect(read({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 'b' });
    expect(read({})).toEqual({ a: 'a', b: 'b' });
  });
});

describe('union and refine', () => {
  const read = v.union(v.object({ ok: v.oneOf([true]), value: v.number() }), v.object({ ok: v.oneOf([false]) }));

  it('answers what the first reader that accepts reads', () => {
    expect(read({ ok: true, value: 1 })).toEqual({ ok: true, value: 1 });
    expect(read({ ok: false, value: 'x' })).toEqual({ ok: false });
    expect(read({ ok: true })).toBe(INVALID);
  });

  it('accepts with refine only what also passes the test', () => {
    const even = v.refine(v.number(), (n) => n % 2 === 0);
    expect(even(2)).toBe(2);
    expect(even(3)).toBe(INVALID);
  });

  it('never throws, whatever it is given', () => {
    const shaped = v.object({ list: v.array(v.record(v.string(), read)), when: v.nullable(v.number({ int: true })) });
    fc.assert(fc.property(fc.anything(), (value) => void shaped(value)));
  });
});

describe('readOrUndefined', () => {
  it('turns INVALID into undefined and keeps what was read', () => {
    expect(v.readOrUndefined(v.number(), 'x')).toBeUndefined();
    expect(v.readOrUndefined(v.number(), 4)).toBe(4);
  });
});
