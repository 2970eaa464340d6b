/**
 * Cache entries as text for Redis. Next's page entries hold Buffers (the RSC payload) and a Map of
 * segment payloads, which JSON would turn into arrays of numbers or drop: both are written as tagged
 * objects and read back as what they were.
 */
type Tagged = { readonly $buffer: string } | { readonly $map: readonly [string, unknown][] };

export function encodeEntry(value: unknown): string {
  return JSON.stringify(value, function replacer(this: Record<string, unknown>, key: string, current: unknown) {
    // `current` has already been through Buffer#toJSON; the holder still has the Buffer itself.
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') } satisfies Tagged;
    if (raw instanceof Map) return { $map: [...raw.entries()] } satisfies Tagged;
    return current;
  });
}

export function decodeEntry(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object') {
      if ('$buffer' in value && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if ('$map' in value && Array.isArray(value.$map)) return new Map(value.$map as [string, unknown][]);
    }
    return value;
  });
}
