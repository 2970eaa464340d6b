/**
 * GET /api/convert and /api/status as callers see them: through the web adapter the Next route
 * handlers use (the node:http front is tested in node-front.test.ts), with stub rates.
 */
import { describe, expect, it } from 'vitest';
import { answerWebRequest, anyApiErrorSchema, convertSuccessSchema, hashApiKey, type ApiHandler, type ApiRoute } from '@/lib/api';
import { categoryIds, unitIdsOf } from '@/lib/units';
import { q, testHandler } from './support';

async function request(
  handler: ApiHandler,
  query: string,
  init: { route?: ApiRoute; method?: string; headers?: Record<string, string> } = {},
) {
  const route = init.route ?? 'convert';
  const url = `http://unitly.test/api/${route}${query === '' ? '' : `?${query}`}`;
  const response = await answerWebRequest(handler, route, new Request(url, { method: init.method ?? 'GET', headers: init.headers }));
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    json: text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>),
  };
}

const convert = (handler: ApiHandler, params: Record<string, string>) => request(handler, q(params));

describe('GET /api/convert answers conversions', () => {
  const handler = testHandler();

  it.each([
    ['length', 'cm', 'in', '100', 100, 39.37007874015748, '39.370079', false],
    ['length', 'mi', 'km', '26.2', 26.2, 42.1648128, '42.164813', false],
    ['weight', 'kg', 'lb', '1', 1, 2.2046226218487757, '2.204623', false],
    ['temperature', 'c', 'f', '100', 100, 212, '212', true],
    ['temperature', 'f', 'c', '-40', -40, -40, '-40', true],
    ['volume', 'gal_us', 'l', '1', 1, 3.785411784, '3.785412', false],
    ['data', 'gb', 'mb', '1.5', 1.5, 1536, '1,536', true],
    ['time', 'day', 's', '2', 2, 172800, '172,800', true],
    ['fuel', 'l100km', 'kml', '5', 5, 20, '20', true],
    ['speed', 'kmh', 'ms', '36', 36, 10, '10', true],
    ['length', 'km', 'mm', '1e6', 1e6, 1e12, '1.000e12', true],
    ['length', 'mm', 'km', '0,5', 0.5, 5e-7, '5.000e-7', true],
  ])('%s: %s %s → %s', async (category, from, to, value, read, result, formatted, exact) => {
    const response = await convert(handler, { category, from, to, value });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ ok: true, category, from, to, value: read, result, formatted, exact, format: 'decimal', precision: 6 });
    expect(convertSuccessSchema.safeParse(response.json).success).toBe(true);
  });

  it.each([
    ['hex', 'dec', 'ff', '255'],
    ['dec', 'bin', '-10', '-1010'],
    ['bin', 'oct', '0b111111', '77'],
    ['dec', 'hex', '123456789012345678901234567890', '18EE90FF6C373E0EE4E3F0AD2'],
  ])('numeric: %s %s → %s as digit strings', async (from, to, value, result) => {
    const response = await convert(handler, { category: 'numeric', from, to, value });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ok: true, value, result, formatted: result, precision: 6 });
  });

  it.each([
    ['usd', 'eur', '100', 90],
    ['EUR', 'NOK', '9', 105],
    ['gbp', 'jpy', '2', 375],
    // A currency without a rate counts as 1.
    ['usd', 'brl', '7', 7],
  ])('currency with the day’s rates (EUR 0.9, NOK 10.5, GBP 0.8, JPY 150): %s → %s', async (from, to, value, result) => {
    const response = await convert(handler, { category: 'currency', from, to, value });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ ok: true, from: from.toLowerCase(), to: to.toLowerCase(), result });
  });
});

describe('GET /api/convert answers every error of the catalogue as JSON', () => {
  it('400 MISSING_PARAMETERS, naming the missing ones', async () => {
    const response = await request(testHandler(), q({ category: 'length', value: '1' }));
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ ok: false, error: 'MISSING_PARAMETERS', message: 'Missing required parameters: from, to' });
  });

  it.each(['abc', 'NaN', 'Infinity', '-Infinity', '1e999', '1.2.3', '١٢٣', '0x10', '1//2', '1/0', '5 kg'])(
    '400 INVALID_VALUE for %j',
    async (value) => {
      const response = await convert(testHandler(), { category: 'length', from: 'cm', to: 'in', value });
      expect(response.status).toBe(400);
      expect(response.json).toMatchObject({ ok: false, error: 'INVALID_VALUE' });
    },
  );

  it('400 INVALID_VALUE for digits the base does not have, and for fuel at zero', async () => {
    const handler = testHandler();
    expect((await convert(handler, { category: 'numeric', from: 'bin', to: 'dec', value: '102' })).json).toEqual({
      ok: false,
      error: 'INVALID_VALUE',
      message: 'Please enter a valid number in base 2',
    });
    expect((await convert(handler, { category: 'fuel', from: 'mpg_us', to: 'l100km', value: '0' })).json).toMatchObject({
      error: 'INVALID_VALUE',
    });
  });

  it('400 INVALID_CATEGORY, listing the valid categories', async () => {
    const response = await convert(testHandler(), { category: 'colour', from: 'a', to: 'b', value: '1' });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ ok: false, error: 'INVALID_CATEGORY', validOptions: categoryIds });
    expect(response.json?.message).toContain('length, weight, volume');
  });

  it('400 INVALID_UNIT, listing the category’s units (ids are scoped: ms is speed’s and time’s, not length’s)', async () => {
    const response = await convert(testHandler(), { category: 'length', from: 'ms', to: 'in', value: '1' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      ok: false,
      error: 'INVALID_UNIT',
      message: `Unit not found: ms or in. Valid units for length: ${unitIdsOf('length').join(', ')}`,
      validOptions: unitIdsOf('length'),
    });
  });

  it('500 CONVERSION_ERROR only for a real fault, without its details', async () => {
    const logged: unknown[] = [];
    const handler = testHandler(
      {},
      {
        convert: () => {
          throw new TypeError('cannot read properties of undefined');
        },
        logger: { error: (...args) => logged.push(args) },
      },
    );
    const response = await convert(handler, { category: 'length', from: 'cm', to: 'in', value: '1' });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ ok: false, error: 'CONVERSION_ERROR', message: 'Internal conversion error' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(logged)).toContain('cannot read properties of undefined');
  });

  it('500 CONVERSION_ERROR when the currency rates cannot be had, and only for currency', async () => {
    const handler = testHandler({}, { ratesProvider: () => Promise.reject(new Error('feed down')) });
    const currency = await convert(handler, { category: 'currency', from: 'usd', to: 'eur', value: '1' });
    expect(currency.status).toBe(500);
    expect(currency.json).toMatchObject({ error: 'CONVERSION_ERROR', message: expect.stringContaining('currency rates') });
    expect((await convert(handler, { category: 'length', from: 'cm', to: 'in', value: '1' })).status).toBe(200);
  });

  it('503 API_DISABLED when API_ENABLED=false, while /api/status says so', async () => {
    const handler = testHandler({ API_ENABLED: 'false' });
    const response = await convert(handler, { category: 'length', from: 'cm', to: 'in', value: '1' });
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({ ok: false, error: 'API_DISABLED' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const status = await request(handler, '', { route: 'status' });
    expect(status.json).toEqual({ enabled: false });
  });

  it('429 RATE_LIMITED over budget, with Retry-After and the RateLimit headers', async () => {
    const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '2', API_RATE_LIMIT_WINDOW_SECONDS: '60' });
    const params = { category: 'length', from: 'cm', to: 'in', value: '1' };
    const first = await convert(handler, params);
    expect(first.headers.get('ratelimit-limit')).toBe('2');
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect(first.headers.get('ratelimit-policy')).toBe('2;w=60');
    // Bad requests count too.
    expect((await convert(handler, { ...params, value: 'x' })).headers.get('ratelimit-remaining')).toBe('0');
    const refused = await convert(handler, params);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ ok: false, error: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('405 METHOD_NOT_ALLOWED for %s, with Allow', async (method) => {
    const response = await request(testHandler(), q({ category: 'length' }), { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
    expect(response.json).toMatchObject({ ok: false, error: 'METHOD_NOT_ALLOWED' });
  });

  it('405 for other methods on /api/status too', async () => {
    const response = await request(testHandler(), '', { route: 'status', method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(response.json).toMatchObject({ message: 'Method "POST" is not allowed; use GET, HEAD, OPTIONS' });
  });

  it('every error body has the catalogue shape', async () => {
    const handler = testHandler({ API_RATE_LIMIT_ANONYMOUS: '1' });
    const missing = (await convert(handler, {})).json;
    const bodies = [
      missing,
      (await convert(handler, {})).json, // over budget now
      (await convert(testHandler(), { category: 'x', from: 'a', to: 'b', value: '1' })).json,
      (await request(testHandler(), '', { method: 'DELETE' })).json,
    ];
    for (const body of bodies) expect(anyApiErrorSchema.safeParse(body).success).toBe(true);
  });
});

describe('API answers can be used from any web page and cached by a CDN', () => {
  const handler = testHandler();
  const length = q({ category: 'length', from: 'cm', to: 'in', value: '1' });

  it('allow any origin and expose the budget headers on every answer', async () => {
    for (const response of [
      await request(handler, length),
      await request(handler, q({ category: 'x' })),
      await request(handler, '', { route: 'status' }),
      await request(handler, '', { method: 'POST' }),
    ]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }
    expect((await request(handler, length)).headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
  });

  it('answer a CORS preflight with 204, the methods and the X-API-Key header', async () => {
    const response = await request(handler, length, {
      method: 'OPTIONS',
      headers: { Origin: 'https://blog.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toContain('X-API-Key');
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('let caches keep deterministic answers and 400s, but currency only while the rates are fresh', async () => {
    expect((await request(handler, length)).headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=604800');
    expect((await request(handler, q({ category: 'x' }))).headers.get('cache-control')).toBe('public, max-age=3600');
    const currency = await convert(handler, { category: 'currency', from: 'usd', to: 'eur', value: '1' });
    // The stub rates are from midnight and it is noon: an hour at most.
    expect(currency.headers.get('cache-control')).toBe('public, max-age=3600');
    const stale = testHandler({}, { now: () => Date.UTC(2026, 10, 22) });
    const old = await convert(stale, { category: 'currency', from: 'usd', to: 'eur', value: '1' });
    expect(old.headers.get('cache-control')).toBe('no-cache');
  });

  it('answer HEAD with the headers of GET and no body', async () => {
    const response = await request(handler, length, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.text).toBe('');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, s-maxage=604800');
  });
});

describe('GET /api/status', () => {
  it('reports the API enabled, cacheable for a minute', async () => {
    const response = await request(testHandler(), '', { route: 'status' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ enabled: true });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('API keys and fair use', () => {
  const key = 'unitly-test-key';
  const env = { API_KEY_HASHES: hashApiKey(key), API_RATE_LIMIT_ANONYMOUS: '1', API_RATE_LIMIT_KEYED: '5' };
  const params = q({ category: 'length', from: 'cm', to: 'in', value: '1' });

  it('gives a caller with a valid X-API-Key the larger budget, counted per key', async () => {
    const handler = testHandler(env);
    const keyed = await request(handler, params, { headers: { 'X-API-Key': key } });
    expect(keyed.status).toBe(200);
    expect(keyed.headers.get('ratelimit-limit')).toBe('5');
    expect(keyed.headers.get('ratelimit-remaining')).toBe('4');
  });

  it('counts a caller with an unknown key as anonymous', async () => {
    const handler = testHandler(env);
    const response = await request(handler, params, { headers: { 'X-API-Key': 'guess' } });
    expect(response.headers.get('ratelimit-limit')).toBe('1');
  });

  it('behind the platform proxy, counts callers by the address it wrote last in X-Forwarded-For', async () => {
    const handler = testHandler(env);
    const from = (chain: string) => request(handler, params, { headers: { 'X-Forwarded-For': chain } });
    expect((await from('198.51.100.1')).status).toBe(200);
    expect((await from('spoof-1, 198.51.100.1')).status).toBe(429);
    expect((await from('198.51.100.2')).status).toBe(200);
  });

  it('logs nothing for ordinary bad requests', async () => {
    const logged: unknown[] = [];
    const handler = testHandler({}, { logger: { error: (...args) => logged.push(args) } });
    await convert(handler, { category: 'length', from: 'cm', to: 'in', value: 'x' });
    expect(logged).toEqual([]);
  });
});
