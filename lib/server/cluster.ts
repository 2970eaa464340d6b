/**
 * WEB_CONCURRENCY: how many worker processes `npm start` runs on its one port (node:cluster).
 * Unset or 1: the server runs alone in this process. "auto": one per core. The primary holds the
 * shared in-memory fair-use budgets for workers without Redis (rate-limiter-flexible's cluster
 * master), restarts a worker that dies, and on SIGTERM/SIGINT passes the signal on and exits 0 once
 * every worker has drained.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { logger } from '@/lib/server/log';

const MAX_WORKERS = 64;
const WEB_CONCURRENCY_EXPECTED = `"auto" or a whole number from 1 to ${MAX_WORKERS}`;

/** The number of workers WEB_CONCURRENCY asks for; throws naming the variable when it is bad. */
export function workerCount(value: string | undefined, cores: number = availableParallelism()): number {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '') return 1;
  if (setting === 'auto') return Math.max(1, Math.min(MAX_WORKERS, cores));
  if (!/^\d+$/.test(setting) || Number(setting) < 1 || Number(setting) > MAX_WORKERS) {
    throw new Error(`Invalid WEB_CONCURRENCY: expected ${WEB_CONCURRENCY_EXPECTED}`);
  }
  return Number(setting);
}

/** How long the primary waits for draining workers before it stops them (they drain 10 s at most). */
const WORKER_STOP_GRACE_MS = 12_000;
/** A worker that dies sooner than this after its start is not restarted (a crash loop). */
const MIN_WORKER_LIFE_MS = 5_000;

export function runPrimary(count: number): void {
  new RateLimiterClusterMaster();
  let stopping = false;
  const started = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
  };
  for (let index = 0; index < count; index += 1) fork();
  logger.info({ event: 'cluster_start', workers: count }, `Starting ${count} workers`);

  cluster.on('exit', (worker: Worker, code, signal) => {
    const life = Date.now() - (started.get(worker.id) ?? 0);
    started.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ event: 'worker_exit', worker: worker.process.pid, code, signal }, 'A worker stopped unexpectedly');
    if (life >= MIN_WORKER_LIFE_MS) fork();
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ event: 'shutdown', signal }, 'Stopping workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(0);
    }, WORKER_STOP_GRACE_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
