/**
 * A small in-memory LRU cache whose entries expire. Map keeps insertion order, so re-inserting on
 * every hit keeps the least recently used entry first, where eviction takes it from.
 */
export interface TtlLruCacheOptions {
  readonly maxEntries: number;
  readonly ttlMs: number;
  /** Milliseconds clock; injectable so tests need not wait. */
  readonly now?: () => number;
}

export class TtlLruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: TtlLruCacheOptions) {
    if (!(options.maxEntries >= 1) || !(options.ttlMs > 0)) {
      throw new RangeError('TtlLruCache needs maxEntries >= 1 and ttlMs > 0');
    }
    this.maxEntries = options.maxEntries;
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` for `ttlMs` (the cache's lifetime unless a shorter rest of life is given). */
  set(key: string, value: V, ttlMs: number = this.ttlMs): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + Math.min(ttlMs, this.ttlMs) });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
