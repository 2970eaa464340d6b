/**
 * One JSON log line per API request (and the request id on the answer, X-Request-Id): method,
 * path, status, duration and the caller's network, never the full address.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIpOf } from '@/lib/api/client-ip';
import { logger, maskAddress } from '@/lib/server/log';

/** A caller's own id is kept if it is a plain token (so it can be followed across services). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function logApiRequest(request: IncomingMessage, response: ServerResponse, requestId: string, trustProxyHops: number): void {
  const started = process.hrtime.bigint();
  response.once('close', () => {
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    logger.info({
      event: 'api_request',
      reqId: requestId,
      method: request.method,
      path: mark === -1 ? url : url.slice(0, mark),
      status: response.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      client: maskAddress(
        trustProxyHops === 0
          ? request.socket.remoteAddress
          : clientIpOf(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxyHops),
      ),
      completed: response.writableFinished,
    });
  });
}
