/**
 * One JSON log line per API request (and the request id on the answer, X-Request-Id): method,
 * path, status, duration and the caller's network, never the full address.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIpOf, type TrustProxy } from '@/lib/api/client-ip';
import { logger, maskAddress } from '@/lib/server/log';

/** A caller's own id is kept if it is a plain token (so it can be followed across services). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** `event` written once for every line (pino serialises a child's bindings when it is made). */
const apiLog = logger.child({ event: 'api_request' });

/** Logs the request at `path` (its target without the query) once its answer is done or abandoned. */
export function logApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  trustProxy: TrustProxy,
  path: string,
): void {
  const started = process.hrtime.bigint();
  response.once('close', () => {
    apiLog.info({
      reqId: requestId,
      method: request.method,
      path,
      status: response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      client: maskAddress(clientIpOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxy)),
      completed: response.writableFinished,
    });
  });
}
