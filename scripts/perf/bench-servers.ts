/**
 * Servers for the throughput benches (bench:api, bench:serve): each in its own process on a free
 * loopback port, waited for, stopped with SIGTERM; and autocannon, typed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Rewrites each request before it is sent (here: its path). */
  requests?: { setupRequest: (request: { path: string }) => { path: string } }[];
}) => Promise<AutocannonResult>;
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const NEXT_BIN = `${root}node_modules/next/dist/bin/next`;

/** The settings of every server measured: production mode, a budget that counts but never refuses. */
export const serverEnv: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOSTNAME: '127.0.0.1',
  API_RATE_LIMIT_ANONYMOUS: '1000000000',
  NEXT_TELEMETRY_DISABLED: '1',
};

const stopping = new WeakSet<ChildProcess>();

export function start(label: string, args: string[], port: number): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...serverEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping.has(child) && code !== 0) console.error(`${label} server exited with ${code ?? signal}`);
  });
  return child;
}

/** A port nobody listens on now (other checkouts' servers share this machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitUntilUp(child: ChildProcess, port: number): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      // Any answer means the server listens (the engine-only server knows no /api/status).
      await fetch(`http://127.0.0.1:${port}/api/status`);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no server on port ${port} after 2 minutes`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  stopping.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
