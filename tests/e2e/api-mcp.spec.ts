/**
 * The batch, the MCP server and /llms.txt against the production server (`npm start`): the MCP
 * endpoint through the SDK's own Client and StreamableHTTPClientTransport.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/e2e-env';

test.describe('POST /api/convert (batch)', () => {
  test('answers each item as GET does, in order, with the budget counted per item', async ({ request }) => {
    const before = await request.get('/api/convert?category=length&from=cm&to=in&value=1');
    const remaining = Number(before.headers()['ratelimit-remaining']);
    const response = await request.post('/api/convert', {
      headers: { 'Content-Type': 'application/json', Origin: 'https://sheet.example' },
      data: {
        items: [
          { category: 'length', from: 'cm', to: 'in', value: 100 },
          { category: 'length', from: 'kg', to: 'in', value: 1 },
          { category: 'currency', from: 'usd', to: 'eur', value: 10 },
        ],
      },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['access-control-allow-origin']).toBe('*');
    const body = await response.json();
    expect(body.ok).toBe(true);
    expect(body.results[0]).toEqual(await (await request.get('/api/convert?category=length&from=cm&to=in&value=100')).json());
    expect(body.results[1]).toMatchObject({ ok: false, error: 'INVALID_UNIT' });
    expect(body.results[2]).toMatchObject({ ok: true, category: 'currency' });
    // Three items cost three requests (other tests of the run may spend from the same budget too).
    expect(Number(response.headers()['ratelimit-remaining'])).toBeLessThanOrEqual(remaining - 3);
  });

  test('refuses bodies it cannot take with their codes', async ({ request }) => {
    const text = await request.post('/api/convert', { headers: { 'Content-Type': 'text/plain' }, data: '{"items":[]}' });
    expect(text.status()).toBe(415);
    expect(await text.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
    const broken = await request.post('/api/convert', { headers: { 'Content-Type': 'application/json' }, data: '{"items": [' });
    expect(broken.status()).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'INVALID_REQUEST' });
    const many = await request.post('/api/convert', { data: { items: Array.from({ length: 1001 }, () => ({})) } });
    expect(many.status()).toBe(400);
    expect(await many.json()).toMatchObject({ error: 'TOO_MANY_ITEMS' });
    const large = await request.post('/api/convert', {
      headers: { 'Content-Type': 'application/json' },
      data: `{"items":["${'x'.repeat(300 * 1024)}"]}`,
    });
    expect(large.status()).toBe(413);
    expect(await large.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });

  test('takes each item’s own definitions, a bad one failing only its item', async ({ request }) => {
    const response = await request.post('/api/convert', {
      headers: { 'Content-Type': 'application/json' },
      data: {
        items: [
          { category: 'volume', from: 'mug', to: 'l', value: 3, define: ['mug:350:ml'] },
          { category: 'volume', from: 'mug', to: 'l', value: 3, define: ['mug:0:ml'] },
          { category: 'volume', from: 'mug', to: 'l', value: 3 },
        ],
      },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.results[0]).toEqual(
      await (await request.get('/api/convert?category=volume&from=mug&to=l&value=3&define=mug:350:ml')).json(),
    );
    expect(body.results[1]).toMatchObject({ ok: false, error: 'INVALID_DEFINITION' });
    expect(body.results[2]).toMatchObject({ ok: false, error: 'INVALID_UNIT' });
  });

  test('answers a preflight for POST', async ({ request }) => {
    const response = await request.fetch('/api/convert', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://sheet.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status()).toBe(204);
    expect(response.headers()['access-control-allow-methods']).toContain('POST');
  });
});

test.describe('the MCP server at /api/mcp', () => {
  let client: Client;

  test.beforeEach(async () => {
    client = new Client({ name: 'unitly-e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL('/api/mcp', E2E.baseURL)));
  });

  test.afterEach(async () => {
    await client.close();
  });

  type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text?: string }[] };
  const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as Result;

  test('lists its tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'convert',
      'convert_batch',
      'food_nutrition',
      'list_units',
      'quick_convert',
      'scale_recipe',
    ]);
  });

  test('calls each tool, and a bad call to each comes back as a tool error with the API code', async () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>, Record<string, unknown>, string][] = [
      [
        'convert',
        { category: 'temperature', from: 'c', to: 'f', value: 100 },
        { ok: true, result: 212 },
        { category: 'temperature', from: 'c', to: 'f', value: 'hot' },
        'INVALID_VALUE',
      ],
      [
        'convert_batch',
        { items: [{ category: 'length', from: 'm', to: 'cm', value: 2 }] },
        { ok: true, results: [{ ok: true, result: 200 }] },
        { items: Array.from({ length: 1001 }, () => ({})) },
        'TOO_MANY_ITEMS',
      ],
      [
        'quick_convert',
        { q: '5 Fuß 3 Zoll in cm', lang: 'de' },
        { ok: true, category: 'length', to: 'cm' },
        { q: 'zzz to qqq' },
        'UNPARSEABLE_QUERY',
      ],
      [
        'list_units',
        { category: 'weight', lang: 'fr' },
        { ok: true, lang: 'fr', categories: [{ id: 'weight' }] },
        { category: 'smell' },
        'INVALID_CATEGORY',
      ],
      [
        'scale_recipe',
        { ingredients: '2 cups flour\n2 eggs', fromServings: 2, toServings: 4, system: 'metric' },
        { ok: true, toServings: 4 },
        { ingredients: ['1 egg'], fromServings: 2, toServings: 4, system: 'cubits' },
        'INVALID_REQUEST',
      ],
      ['food_nutrition', { query: 'banana' }, { ok: true, source: 'local' }, { query: '' }, 'INVALID_REQUEST'],
    ];
    for (const [name, good, expected, bad, code] of cases) {
      const result = await call(name, good);
      expect(result.isError, name).toBeFalsy();
      expect(result.structuredContent, name).toMatchObject(expected);
      expect(result.content[0]?.text?.length, name).toBeGreaterThan(0);
      const failure = await call(name, bad);
      expect(failure.isError, name).toBe(true);
      expect(failure.structuredContent, name).toBeUndefined();
      expect(failure.content[0]!.text, name).toMatch(new RegExp(`^${code}: `));
      expect(failure.content[0]?.text, name).toMatch(new RegExp(`^${code}: `));
    }
  });

  test('convert takes units defined in the call, and refuses hostile ones with INVALID_DEFINITION', async () => {
    const good = await call('convert', { category: 'volume', from: 'mug', to: 'l', value: 3, define: ['mug:350:ml'] });
    expect(good.isError).toBeFalsy();
    expect(good.structuredContent).toMatchObject({ ok: true, result: 1.05, defined: [{ id: 'mug', amount: '350', unit: 'ml' }] });
    expect(good.content[0]?.text).toMatch(/^3 mug = 1\.05 /);
    for (const define of [['mug:0:ml'], [`${'m'.repeat(10_000)}:1:ml`], ['__proto__:1:ml'], Array(1_000).fill('a')]) {
      const refused = await call('convert', { category: 'volume', from: 'mug', to: 'l', value: 3, define });
      expect(refused.isError).toBe(true);
      expect(refused.structuredContent).toBeUndefined();
      expect(refused.content[0]!.text).toMatch(/^INVALID_DEFINITION: /);
      expect(refused.content[0]?.text).toMatch(/^INVALID_DEFINITION: /);
    }
  });
});

test('/llms.txt describes the site, the API, the MCP server and fair use, and /api links to it', async ({ request, page }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text.startsWith('# Unitly')).toBe(true);
  for (const part of ['GET /api/convert', 'POST /api/convert', '/api/mcp', '`scale_recipe`', 'RateLimit-Remaining'])
    expect(text).toContain(part);
  await page.goto('/api');
  await expect(page.getByRole('link', { name: 'llms.txt' })).toHaveAttribute('href', '/llms.txt');
});
