/**
 * The compression a client accepts (Accept-Encoding), read without building a regular expression
 * per request: brotli first, then gzip; a coding listed with q=0 is refused.
 */
export type Encoding = 'br' | 'gzip';

function accepted(value: string): ReadonlySet<string> {
  const codings = new Set<string>();
  for (const entry of value.split(',')) {
    const [name = '', ...parameters] = entry.split(';');
    const refused = parameters.some((parameter) => {
      const [key = '', weight = ''] = parameter.split('=');
      return key.trim() === 'q' && Number(weight.trim()) === 0;
    });
    if (!refused) codings.add(name.trim());
  }
  return codings;
}

/** A browser sends one of a handful of values: each is read once. */
const known = new Map<string, Encoding | undefined>();
const MAX_KNOWN = 256;

export function preferredEncoding(acceptEncoding: string | readonly string[] | undefined): Encoding | undefined {
  const value = (typeof acceptEncoding === 'string' ? acceptEncoding : (acceptEncoding ?? []).join(',')).toLowerCase();
  if (known.has(value)) return known.get(value);
  const codings = accepted(value);
  const encoding = codings.has('br') ? 'br' : codings.has('gzip') ? 'gzip' : undefined;
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(value, encoding);
  return encoding;
}
