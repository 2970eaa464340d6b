/**
 * Graceful shutdown of one server process: on SIGTERM or SIGINT stop accepting connections, let the
 * requests in flight finish (at most DRAIN_TIMEOUT_MS), close Redis and exit 0. While draining,
 * /api/health answers 503 so a load balancer stops sending.
 */
import type { Server } from 'node:http';
import { logger } from '@/lib/server/log';

export const DRAIN_TIMEOUT_MS = 10_000;

export interface Drain {
  readonly draining: () => boolean;
}

export function drainOnSignals(server: Server, closeResources: () => Promise<void>): Drain {
  let draining = false;
  const exit = async (reason: string) => {
    await closeResources().catch(() => undefined);
    logger.info({ event: 'shutdown_done', reason }, 'Stopped');
    process.exit(0);
  };
  const begin = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    logger.info({ event: 'shutdown', signal }, 'Draining: no new connections, finishing requests in flight');
    server.close(() => void exit('drained'));
    // Idle keep-alive connections would hold close() open; busy ones close after their answer.
    server.closeIdleConnections();
    const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
    idleSweep.unref();
    setTimeout(() => {
      server.closeAllConnections();
      void exit('timeout');
    }, DRAIN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
  return { draining: () => draining };
}
