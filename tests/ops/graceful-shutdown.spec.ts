/**
 * SIGTERM while a request is in flight: the request completes and the process exits 0 within 10 s;
 * meanwhile /api/health tells load balancers to stop sending (503).
 */
import { Agent, request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { OPS_PORT, run, startServer, waitFor, type Running } from './processes';

const PORT = OPS_PORT + 3;
const STUB_PORT = OPS_PORT + 4;
let stub: Running | undefined;
let server: Running | undefined;

test.beforeAll(async () => {
  // Open Food Facts played by the stub: "slowfood" answers after 3 s (1 s past the 2 s time-out below).
  stub = run('npx', ['tsx', 'tests/support/off-stub.ts', String(STUB_PORT)], { OPEN_FOOD_FACTS_TIMEOUT_MS: '1000' });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${STUB_PORT}/cgi/search.pl?search_terms=stubtella`)).ok, 'the stub');
  server = await startServer(PORT, { OPEN_FOOD_FACTS_URL: `http://127.0.0.1:${STUB_PORT}`, OPEN_FOOD_FACTS_TIMEOUT_MS: '5000' });
});

test.afterAll(async () => {
  await server?.stop('SIGKILL');
  await stub?.stop();
});

function get(agent: Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port: PORT, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    })
      .on('error', reject)
      .end();
  });
}

test('SIGTERM during a slow request: it completes, health says 503, the process exits 0 within 10 s', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  // A kept-alive connection opened before the signal, as a load balancer's would be.
  expect(await get(agent, '/api/health')).toBe(200);

  const slow = fetch(`http://127.0.0.1:${PORT}/api/food-search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: 'slowfood', languageCode: 'en' }),
  });
  await new Promise((resolve) => setTimeout(resolve, 800));
  const signalled = performance.now();
  server!.child.kill('SIGTERM');
  await waitFor(() => server!.output().includes('"event":"shutdown"'), 'the drain to start', 5_000);

  expect(await get(agent, '/api/health')).toBe(503);
  agent.destroy();

  const answer = await slow;
  expect(answer.status).toBe(200);
  expect((await answer.json()).ok).toBe(true);
  expect(await server!.exited).toBe(0);
  expect(performance.now() - signalled).toBeLessThan(10_000);
});
