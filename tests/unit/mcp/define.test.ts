/**
 * The MCP `convert` tool with `define`, through the SDK's own client over real HTTP: a defined unit
 * converts and is written with its own symbol; a refused definition is a tool error carrying the
 * API's INVALID_DEFINITION, never a thrown error.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBudget, createMemoryRateLimiter, readApiConfig, type CallerRequest } from '@/lib/api';
import { answerMcpRequest, MCP_PATH } from '@/lib/mcp/http';
import { answerMcpNodeRequest } from '@/lib/mcp/node';
import { testHandler } from '../api/support';

let server: Server;
let url: URL;

beforeAll(async () => {
  const env = { API_RATE_LIMIT_ANONYMOUS: '50' };
  const config = readApiConfig(env);
  const limiter = createMemoryRateLimiter(config.limits);
  const api = testHandler(env, { limiter });
  const budget = createBudget(config, limiter);
  const foodSearch = async () => ({ status: 400, body: { ok: false, error: 'INVALID_REQUEST', message: 'not in this test' } }) as const;
  const answer = (request: Request, caller: CallerRequest) => answerMcpRequest(request, { api, budget, caller, foodSearch });
  server = createServer((request, response) => void answerMcpNodeRequest(answer, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A client of its own per call, as in mcp.test.ts (one that has listed the tools checks results against their output schemas). */
async function connect(): Promise<Client> {
  const client = new Client({ name: 'unitly-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { type: string; text?: string }[] };
async function convert(args: Record<string, unknown>): Promise<Result> {
  const client = await connect();
  try {
    return (await client.callTool({ name: 'convert', arguments: args })) as Result;
  } finally {
    await client.close();
  }
}

describe('the MCP convert tool with definitions', () => {
  it('lists define in its input schema, described', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    await client.close();
    const define = (tools.find((tool) => tool.name === 'convert')!.inputSchema.properties as Record<string, { description?: string }>)
      .define;
    expect(define?.description).toMatch(/name:amount:unit/);
  });

  it('converts with a defined unit, written with its own symbol', async () => {
    const result = await convert({ category: 'volume', from: 'big-mug', to: 'ml', value: 2, define: ['Big Mug:0.5:l:BM'] });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ ok: true, result: 1000, exact: true, defined: [{ id: 'big-mug', symbol: 'BM' }] });
    expect(result.content[0]!.text).toBe('2 BM = 1,000 mL');
  });

  it('takes definitions as one text with commas too', async () => {
    const result = await convert({ category: 'volume', from: 'mug', to: 'bowl', value: 2, define: 'mug:350:ml,bowl:0.7:l' });
    expect(result.structuredContent).toMatchObject({ ok: true, result: 1 });
    expect(result.content[0]!.text).toBe('2 mug = 1 bowl');
  });

  it.each([
    ['a zero factor', ['mug:0:ml']],
    ['a huge factor', ['mug:1e300:ml']],
    ['a 10,000-character name', [`${'m'.repeat(10_000)}:1:ml`]],
    ['script in the name', ['<script>alert(1)</script>:1:ml']],
    ['__proto__', ['__proto__:1:ml']],
    ['1,000 definitions', Array.from({ length: 1_000 }, (_, index) => `m${index}:1:ml`)],
  ])('answers %s with a tool error carrying INVALID_DEFINITION', async (_, define) => {
    const result = await convert({ category: 'volume', from: 'mug', to: 'l', value: 1, define });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content[0]!.text).toMatch(/^INVALID_DEFINITION: /);
    expect(result.content[0]!.text).toMatch(/^INVALID_DEFINITION: /);
  });
});
