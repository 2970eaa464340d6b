/**
 * The MCP endpoint through the SDK's own client over real HTTP (node:http front adapter), with the
 * API's test handler: every tool listed and called, and a bad call to each answered with the
 * API's error code.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBudget, createMemoryRateLimiter, readApiConfig, type CallerRequest } from '@/lib/api';
import type { FoodSearchHttpAnswer } from '@/lib/food-search/response';
import { answerMcpRequest, MCP_PATH } from '@/lib/mcp/http';
import { answerMcpNodeRequest } from '@/lib/mcp/node';
import { testHandler } from '../api/support';

let server: Server;
let url: URL;

/** The food search as POST /api/food-search answers for the built-in table (no network in tests). */
async function foodSearch(body: unknown): Promise<FoodSearchHttpAnswer> {
  const query = (body as { query?: string }).query ?? '';
  if (query.trim() === '') return { status: 400, body: { ok: false, error: 'INVALID_REQUEST', message: 'query is required' } };
  const { handleFoodSearch, createFoodSearchDeps } = await import('@/lib/food-search/handler');
  return handleFoodSearch(body, {}, createFoodSearchDeps({ fetch: async () => new Response('{}', { status: 503 }) }));
}

beforeAll(async () => {
  const env = { API_RATE_LIMIT_ANONYMOUS: '50' };
  const config = readApiConfig(env);
  const limiter = createMemoryRateLimiter(config.limits);
  const api = testHandler(env, { limiter });
  const budget = createBudget(config, limiter);
  const answer = (request: Request, caller: CallerRequest) => answerMcpRequest(request, { api, budget, caller, foodSearch });
  server = createServer((request, response) => void answerMcpNodeRequest(answer, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function connect(): Promise<Client> {
  const client = new Client({ name: 'unitly-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text?: string }[] };
const call = async (client: Client, name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as Result;

describe('the MCP endpoint', () => {
  it('lists its tools, each with an input schema', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'convert',
      'convert_batch',
      'food_nutrition',
      'list_units',
      'quick_convert',
      'scale_recipe',
    ]);
    const convert = tools.find((tool) => tool.name === 'convert')!;
    expect(convert.inputSchema.required).toEqual(expect.arrayContaining(['category', 'from', 'to', 'value']));
    expect(convert.outputSchema).toBeDefined();
    await client.close();
  });

  it('gives a client that listed the tools (and so checks results against their schemas) its tool errors', async () => {
    const client = await connect();
    await client.listTools();
    const bad = await call(client, 'convert', { category: 'length', from: 'kg', to: 'in', value: 1 });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]!.text).toMatch(/^INVALID_UNIT: /);
    await client.close();
  });

  it('convert answers what GET /api/convert answers, and its errors with the API code', async () => {
    const client = await connect();
    const good = await call(client, 'convert', { category: 'length', from: 'cm', to: 'in', value: 100 });
    expect(good.isError).toBeFalsy();
    expect(good.structuredContent).toMatchObject({ ok: true, result: 39.37007874015748, formatted: '39.370079' });
    expect(good.content[0]!.text).toBe('100 cm ≈ 39.370079 in');
    const bad = await call(client, 'convert', { category: 'length', from: 'kg', to: 'in', value: 1 });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(bad.content[0]!.text).toMatch(/^INVALID_UNIT: /);
    expect(bad.content[0]!.text).toMatch(/^INVALID_UNIT: /);
    await client.close();
  });

  it('quick_convert reads typed text as GET /api/convert?q= does, and refuses what it cannot read', async () => {
    const client = await connect();
    const good = await call(client, 'quick_convert', { q: '1 in to cm' });
    expect(good.isError).toBeFalsy();
    expect(good.structuredContent).toMatchObject({
      ok: true,
      category: 'length',
      from: 'in',
      to: 'cm',
      result: 2.54,
      exact: true,
      query: '1 in to cm',
    });
    expect(good.content[0]!.text).toBe('1 in = 2.54 cm');
    const texts = async (q: string, lang: string) => (await call(client, 'quick_convert', { q, lang })).content[0]!.text;
    // Symbols and numbers as the language writes them, compound units in their parts, never ids.
    expect(await texts('350 F to C', 'en')).toBe('350 °F ≈ 176.666667 °C');
    expect(await texts('100 km/t til mph', 'no')).toBe('100 km/t ≈ 62,137119 mph');
    expect(await texts('5 pieds 8 pouces en cm', 'fr')).toBe('5 ft 8 in ≈ 172,72 cm');
    expect(await texts('3 tazas de harina en gramos', 'es')).toBe('3 tazas de harina ≈ 375 g');
    expect(await texts('3 tasses de farine en grammes', 'fr')).toBe('3 tasses de farine ≈ 375 g');
    const bad = await call(client, 'quick_convert', { q: 'zzz to qqq' });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(bad.content[0]!.text).toMatch(/^UNPARSEABLE_QUERY: /);
    await client.close();
  });

  it('convert_batch answers each item in order, and refuses over 1,000 items with TOO_MANY_ITEMS', async () => {
    const client = await connect();
    const good = await call(client, 'convert_batch', {
      items: [
        { category: 'temperature', from: 'c', to: 'f', value: '100' },
        { category: 'nope', from: 'a', to: 'b', value: '1' },
      ],
    });
    expect(good.isError).toBeFalsy();
    const results = good.structuredContent!.results as Record<string, unknown>[];
    expect(results[0]).toMatchObject({ ok: true, result: 212 });
    expect(results[1]).toMatchObject({ ok: false, error: 'INVALID_CATEGORY' });
    const bad = await call(client, 'convert_batch', { items: Array.from({ length: 1001 }, () => ({})) });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(bad.content[0]!.text).toMatch(/^TOO_MANY_ITEMS: /);
    await client.close();
  });

  it('list_units gives ids, names in the language and symbols; an unknown category is INVALID_CATEGORY', async () => {
    const client = await connect();
    const good = await call(client, 'list_units', { category: 'length', lang: 'de' });
    expect(good.structuredContent).toMatchObject({ ok: true, lang: 'de', categories: [{ id: 'length', name: 'Länge' }] });
    const units = (good.structuredContent!.categories as { units: unknown[] }[])[0]!.units;
    expect(units).toContainEqual({ id: 'in', name: 'Zoll', symbol: 'in' });
    const bad = await call(client, 'list_units', { category: 'smell' });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(bad.content[0]!.text).toMatch(/^INVALID_CATEGORY: /);
    const badInSpanish = await call(client, 'list_units', { category: 'olor', lang: 'es' });
    expect(badInSpanish.content[0]!.text).toMatch(/^INVALID_CATEGORY: La categoría «olor» no existe\. /u);
    const badLang = await call(client, 'list_units', { lang: 'xx' });
    expect(badLang.structuredContent).toBeUndefined();
    expect(badLang.content[0]!.text).toMatch(/^INVALID_REQUEST: /);
    await client.close();
  });

  it('list_units says a size chart converts by its table, and convert answers with the nearest size', async () => {
    const client = await connect();
    const listed = await call(client, 'list_units', { category: 'ring-size', lang: 'fr' });
    expect(listed.structuredContent).toMatchObject({ categories: [{ id: 'ring-size', name: 'Tailles de bague', kind: 'table' }] });
    const size = await call(client, 'convert', { category: 'shoe-size', from: 'eu', to: 'us_men', value: '42.2' });
    expect(size.structuredContent).toMatchObject({ ok: true, kind: 'table', result: 9, between: { lower: '42', upper: '42.5' } });
    expect(size.content).toContainEqual({ type: 'text', text: 'EU 42.2 ≈ US M 9' });
    await client.close();
  });

  it('scale_recipe scales lines and gives nutrition per serving; bad servings are INVALID_VALUE', async () => {
    const client = await connect();
    const good = await call(client, 'scale_recipe', { ingredients: ['2 cups flour', '2 eggs'], fromServings: 2, toServings: 4 });
    expect(good.isError).toBeFalsy();
    const content = good.structuredContent!;
    expect(content.lines).toHaveLength(2);
    expect((content.lines as string[])[1]).toMatch(/^4 eggs/);
    expect((content.nutritionPerServing as { calories: number }).calories).toBeGreaterThan(0);
    const written = await call(client, 'scale_recipe', {
      ingredients: ['2 cups flour', '1 egg'],
      fromServings: 2,
      toServings: 4,
      system: 'As written',
    });
    expect(written.structuredContent).toMatchObject({ system: 'as-written', lines: ['4 cups flour', '2 eggs'] });
    const tazas = await call(client, 'scale_recipe', {
      ingredients: '2 tazas de harina',
      fromServings: 2,
      toServings: 4,
      system: 'as-written',
      lang: 'es',
    });
    expect(tazas.structuredContent).toMatchObject({ lines: ['4 tazas de harina'] });
    const unknown = await call(client, 'scale_recipe', { ingredients: '2 cups flour', fromServings: 2, toServings: 4, system: 'nautical' });
    expect(unknown.structuredContent).toBeUndefined();
    expect(unknown.content[0]!.text).toBe('INVALID_REQUEST: system must be metric, imperial, metric-weight or as-written');
    const bad = await call(client, 'scale_recipe', { ingredients: '2 cups flour', fromServings: 0, toServings: 4 });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(bad.content[0]!.text).toBe('INVALID_VALUE: fromServings must be a whole number from 1 to 999');
    await client.close();
  });

  it('tells errors in the lang it was asked in, keeping their codes', async () => {
    const client = await connect();
    const quick = await call(client, 'quick_convert', { q: '5 kg en m', lang: 'fr' });
    expect(quick.isError).toBe(true);
    expect(quick.structuredContent).toBeUndefined();
    expect(quick.content[0]!.text).toMatch(/^INCOMPATIBLE_UNITS: Les kilogrammes mesurent le poids, les mètres mesurent la longueur/);
    const recipe = await call(client, 'scale_recipe', { ingredients: '2 Tassen Mehl', fromServings: 0, toServings: 4, lang: 'de' });
    expect(recipe.structuredContent).toBeUndefined();
    expect(recipe.content[0]!.text).toMatch(/^INVALID_VALUE: fromServings muss eine ganze Zahl von 1\sbis\s999\ssein$/);
    const units = await call(client, 'list_units', { category: 'smell', lang: 'no' });
    expect(units.structuredContent).toBeUndefined();
    expect(units.content[0]!.text).toMatch(/^INVALID_CATEGORY: Kategorien «smell» finnes ikke/);
    await client.close();
  });

  it('food_nutrition answers per 100 g from the table; an empty query is INVALID_REQUEST', async () => {
    const client = await connect();
    const good = await call(client, 'food_nutrition', { query: 'banana' });
    expect(good.isError).toBeFalsy();
    expect(good.structuredContent).toMatchObject({ ok: true, source: 'local', per: '100 g' });
    expect((good.structuredContent!.results as unknown[]).length).toBeGreaterThan(0);
    const bad = await call(client, 'food_nutrition', { query: '   ' });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toBeUndefined();
    expect(bad.content[0]!.text).toMatch(/^INVALID_REQUEST: /);
    await client.close();
  });

  it('counts tool calls against the fair-use budget and answers RATE_LIMITED when it is used up', async () => {
    const client = await connect();
    const big = await call(client, 'convert_batch', {
      items: Array.from({ length: 60 }, () => ({ category: 'length', from: 'm', to: 'cm', value: 1 })),
    });
    expect(big.isError).toBe(true);
    expect(big.structuredContent).toBeUndefined();
    expect(big.content[0]!.text).toMatch(/^RATE_LIMITED: /);
    await client.close();
  });

  it('answers a CORS preflight from any origin', async () => {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://chat.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
