/**
 * Real processes for the operations suite: production servers (dist/server.js), redis-server and
 * the off-stub, each on a loopback port, with their output kept for assertions.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** Base of the ports this suite uses (OPS_PORT moves them; E2E_PORT + 1000 by default). */
export const OPS_PORT = Number(process.env.OPS_PORT ?? Number(process.env.E2E_PORT ?? 3900) + 1000);

export interface Running {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function run(command: string, args: readonly string[], env: Record<string, string> = {}): Running {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<Running> {
  const server = run('node', ['dist/server.js'], {
    NODE_ENV: 'production',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    // Nothing here may call the internet: the rates feed points at a closed port (snapshot answers).
    CURRENCY_RATES_URL: `http://127.0.0.1:${OPS_PORT + 99}/none.json`,
    OPEN_FOOD_FACTS_URL: `http://127.0.0.1:${OPS_PORT + 98}`,
    ...env,
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, `the server on port ${port}`);
  return server;
}

export async function startRedis(port: number): Promise<Running> {
  const redis = run('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
  await waitFor(() => redis.output().includes('Ready to accept connections'), `redis on port ${port}`, 15_000);
  return redis;
}
