/**
 * Graceful shutdown of one server process: on SIGTERM or SIGINT stop accepting connections, let the
 * requests in flight finish (at most DRAIN_TIMEOUT_MS), close Redis and exit 0. Connections already
 * open stay usable meanwhile, each closed after its next answer, so a load balancer's kept-alive
 * health check hears 503 from /api/health and stops sending; when the last request in flight is
 * done, every remaining connection is closed.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { flushLog, logger } from '@/lib/server/log';

const DRAIN_TIMEOUT_MS = 10_000;

export interface Drain {
  readonly draining: () => boolean;
  /** Counts a request as in flight until its answer is finished or its connection gone. */
  readonly track: (request: IncomingMessage, response: ServerResponse) => void;
}

export function drainOnSignals(server: Server, closeResources: () => Promise<void>): Drain {
  let draining = false;
  let inFlight = 0;
  let exiting = false;
  const exit = async (reason: string) => {
    if (exiting) return;
    exiting = true;
    await closeResources().catch(() => undefined);
    logger.info({ event: 'shutdown_done', reason }, 'Stopped');
    flushLog();
    process.exit(0);
  };
  const closeWhenIdle = () => {
    if (draining && inFlight === 0) server.closeAllConnections();
  };
  const begin = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    logger.info({ event: 'shutdown', signal, inFlight }, 'Draining: no new connections, finishing requests in flight');
    // net.Server's close, not http.Server's: the latter also drops idle kept-alive connections at
    // once, and those are where a load balancer hears the 503.
    NetServer.prototype.close.call(server, () => void exit('drained'));
    closeWhenIdle();
    setTimeout(() => {
      server.closeAllConnections();
      void exit('timeout');
    }, DRAIN_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => begin('SIGTERM'));
  process.on('SIGINT', () => begin('SIGINT'));
  return {
    draining: () => draining,
    track(_request, response) {
      inFlight += 1;
      response.once('close', () => {
        inFlight -= 1;
        // After the current tick, so the answer's last bytes are flushed first.
        if (draining) setImmediate(closeWhenIdle);
      });
    },
  };
}
