/**
 * Two production processes with one REDIS_URL grant one fair-use budget together; with Redis
 * stopped they keep answering (no 5xx, none slower than 1 s) from their own memory; with Redis back
 * they share again.
 */
import { expect, test } from '@playwright/test';
import { OPS_PORT, startRedis, startServer, waitFor, type Running } from './processes';

const REDIS_PORT = OPS_PORT + 79;
const PORTS = [OPS_PORT + 1, OPS_PORT + 2] as const;
const BUDGET = 12;
const CONVERT = '/api/convert?category=length&from=cm&to=in&value=100';

let redis: Running | undefined;
const servers: Running[] = [];

test.beforeAll(async () => {
  redis = await startRedis(REDIS_PORT);
  for (const port of PORTS) {
    servers.push(
      await startServer(port, {
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        API_RATE_LIMIT_ANONYMOUS: String(BUDGET),
        API_RATE_LIMIT_WINDOW_SECONDS: '600',
        // Each phase of the test calls as its own address (X-Forwarded-For from a trusted proxy).
        API_TRUST_PROXY: '1',
      }),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await redis?.stop();
});

/** Calls both servers in turn, `count` times, as the caller `address`; statuses and durations. */
async function callAlternately(address: string, count: number): Promise<{ status: number; ms: number }[]> {
  const answers: { status: number; ms: number }[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${PORTS[index % 2]}${CONVERT}`, { headers: { 'X-Forwarded-For': address } });
    await response.arrayBuffer();
    answers.push({ status: response.status, ms: performance.now() - started });
  }
  return answers;
}

const granted = (answers: readonly { status: number }[]) => answers.filter((answer) => answer.status === 200).length;

test('two processes share one budget in Redis, fall back to memory while it is down, and share again when it is back', async () => {
  const shared = await callAlternately('198.51.100.1', BUDGET + 8);
  expect(granted(shared)).toBe(BUDGET);
  expect(shared.filter((answer) => answer.status === 429)).toHaveLength(8);

  await redis!.stop();
  const during = await callAlternately('198.51.100.2', 40);
  expect(during.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
  expect(Math.max(...during.map((answer) => answer.ms))).toBeLessThan(1_000);
  // Each process counts its own budget meanwhile: together they grant up to twice as much.
  expect(granted(during)).toBe(2 * BUDGET);
  for (const server of servers) expect(server.output()).toContain('"event":"redis_down"');

  redis = await startRedis(REDIS_PORT);
  await waitFor(
    () => servers.every((server) => server.output().split('"event":"redis_up"').length >= 3),
    'both servers to reconnect to Redis',
    20_000,
  );
  const again = await callAlternately('198.51.100.3', BUDGET + 8);
  expect(granted(again)).toBe(BUDGET);
});
