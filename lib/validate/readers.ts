/**
 * Readers: how modules the browser loads check data from outside the page (stored state, worker
 * messages, the food search's answers, the widget's config). Server code validates with zod; modules
 * the browser loads validate with these, never with zod: in the Next bundle even zod/mini costs some
 * 24 KB gzip on each page that imports it (its core is one module the bundler keeps whole), these a
 * few hundred bytes. ESLint forbids zod in components/ and in the lib/ modules the browser loads.
 *
 * A reader takes anything and returns what it reads or INVALID, with zod's rules: numbers are finite
 * (NaN and infinities are not numbers), `trim` trims before the lengths are checked, an object reads
 * only the keys of its shape (others are dropped; `strictObject` refuses them) and is not an array,
 * a record is a plain object, `optional` accepts undefined and `withDefault` gives its value for it,
 * `orElse` gives its value for anything its reader refuses. Each reader builds its answer anew, so
 * what was read can be kept without keeping the input.
 */

export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;

export type Reader<T> = (value: unknown) => T | Invalid;
/** What a reader reads (as zod's z.infer). */
export type Read<R> = R extends Reader<infer T> ? T : never;

/** The answer of `reader`, or undefined when `value` is not what it reads. */
export function readOrUndefined<T>(reader: Reader<T>, value: unknown): T | undefined {
  const read = reader(value);
  return read === INVALID ? undefined : read;
}

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> => {
  if (!isObject(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

interface Lengths {
  readonly min?: number;
  readonly max?: number;
}

export function string({ min = 0, max = Infinity, trim = false }: Lengths & { readonly trim?: boolean } = {}): Reader<string> {
  return (value) => {
    if (typeof value !== 'string') return INVALID;
    const text = trim ? value.trim() : value;
    return text.length >= min && text.length <= max ? text : INVALID;
  };
}

interface NumberRange {
  /** Inclusive bounds. */
  readonly min?: number;
  readonly max?: number;
  /** Greater than this (zod's `positive()` is `above: 0`). */
  readonly above?: number;
  /** A safe integer (zod's `z.int()`). */
  readonly int?: boolean;
}

export function number({ min = -Infinity, max = Infinity, above = -Infinity, int = false }: NumberRange = {}): Reader<number> {
  return (value) =>
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    value > above &&
    (!int || Number.isSafeInteger(value))
      ? value
      : INVALID;
}

/** Anything, as it is (zod's z.unknown). */
export const unknown: Reader<unknown> = (value) => value;

export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

/** One of `values` (zod's z.enum, and z.literal with one value). */
export function oneOf<const T extends readonly (string | number | boolean)[]>(values: T): Reader<T[number]> {
  return (value) => ((values as readonly unknown[]).includes(value) ? (value as T[number]) : INVALID);
}

/** A value `test` accepts, as it is (for a type guard the project already has). */
export function guard<T>(test: (value: unknown) => value is T): Reader<T> {
  return (value) => (test(value) ? value : INVALID);
}

export function instanceOf<T>(type: abstract new (...args: never[]) => T): Reader<T> {
  return (value) => (value instanceof type ? value : INVALID);
}

export function optional<T>(reader: Reader<T>): Reader<T | undefined> {
  return (value) => (value === undefined ? undefined : reader(value));
}

/** `fallback` for undefined (zod's `.optional().default(fallback)`). */
export function withDefault<T>(reader: Reader<T>, fallback: T): Reader<T> {
  return (value) => (value === undefined ? fallback : reader(value));
}

export function nullable<T>(reader: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : reader(value));
}

/** An array of `min` to `max` items, each read by `item`. */
export function array<T>(item: Reader<T>, { min = 0, max = Infinity }: Lengths = {}): Reader<readonly T[]> {
  return (value) => {
    if (!Array.isArray(value) || value.length < min || value.length > max) return INVALID;
    const items: T[] = [];
    for (const element of value as readonly unknown[]) {
      const read = item(element);
      if (read === INVALID) return INVALID;
      items.push(read);
    }
    return items;
  };
}

/** A plain object whose every key is read by `key` and every value by `item`. */
export function record<T>(key: Reader<string>, item: Reader<T>): Reader<Readonly<Record<string, T>>> {
  return (value) => {
    if (!isPlainObject(value)) return INVALID;
    const entries: [string, T][] = [];
    for (const [name, element] of Object.entries(value)) {
      const readKey = key(name);
      const read = item(element);
      if (readKey === INVALID || read === INVALID) return INVALID;
      entries.push([readKey, read]);
    }
    return Object.fromEntries(entries);
  };
}

type Shape = Readonly<Record<string, Reader<unknown>>>;
type OptionalKey<S extends Shape> = { [K in keyof S]: undefined extends Read<S[K]> ? K : never }[keyof S];
type Flat<T> = { readonly [K in keyof T]: T[K] };
/** What `object(shape)` reads: a key whose reader accepts undefined is optional. */
export type ObjectOf<S extends Shape> = Flat<
  { readonly [K in Exclude<keyof S, OptionalKey<S>>]: Read<S[K]> } & { readonly [K in OptionalKey<S>]?: Read<S[K]> }
>;

/** An object with the keys of `shape`, each read by its reader; other keys are dropped. */
export function object<const S extends Shape>(shape: S): Reader<ObjectOf<S>> {
  const keys = Object.keys(shape);
  return (value) => {
    if (!isObject(value)) return INVALID;
    const result: Record<string, unknown> = {};
    for (const key of keys) {
      const read = shape[key]!(value[key]);
      if (read === INVALID) return INVALID;
      if (read !== undefined || key in value) result[key] = read;
    }
    return result as ObjectOf<S>;
  };
}

/**
 * As `object`, but a key outside `shape` makes the value invalid (zod's z.strictObject): for a
 * value that must be exactly what was written, such as a complete widget config.
 */
export function strictObject<const S extends Shape>(shape: S): Reader<ObjectOf<S>> {
  const read = object(shape);
  const known = new Set(Object.keys(shape));
  return (value) => {
    if (!isObject(value)) return INVALID;
    // Every enumerable key counts, inherited ones too, as they do for zod.
    for (const key in value) if (!known.has(key)) return INVALID;
    return read(value);
  };
}

/** What the first reader that accepts `value` reads (zod's z.union and z.discriminatedUnion). */
export function union<const R extends readonly Reader<unknown>[]>(...readers: R): Reader<Read<R[number]>> {
  return (value) => {
    for (const reader of readers) {
      const read = reader(value);
      if (read !== INVALID) return read as Read<R[number]>;
    }
    return INVALID;
  };
}

/** What `reader` reads, when `test` also holds for it. */
export function refine<T>(reader: Reader<T>, test: (value: T) => boolean): Reader<T> {
  return (value) => {
    const read = reader(value);
    return read !== INVALID && test(read) ? read : INVALID;
  };
}

/**
 * What `reader` reads, or `fallback` for anything it does not (zod's `.catch(fallback)`): a field
 * that falls back on its own, so one bad field never costs the others. Never INVALID.
 */
export function orElse<T>(reader: Reader<T>, fallback: T): (value: unknown) => T {
  return (value) => {
    const read = reader(value);
    return read === INVALID ? fallback : read;
  };
}
