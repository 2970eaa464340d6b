/**
 * POST /api/food-search on node:http (the production front): answered here rather than by Next so
 * that the search is charged to the caller the socket shows (Next's route handler sees only
 * headers a caller can write). One point of the caller's fair-use budget per search, as
 * /api/convert; a search that goes to Open Food Facts also takes one of the caller's own share.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readNodeBody } from '@/lib/api/body';
import type { CallerRequest } from '@/lib/api/handler';
import { writeAnswer, type HeaderFields } from '@/lib/api/node';
import { chargeApiBudget, chargeRemoteLookup } from '@/lib/api/service';
import { logger } from '@/lib/server/log';
import { handleFoodSearch, invalidJsonAnswer } from './handler';

/** A search body is a short query and a language code; anything longer is not one. */
const MAX_BODY_BYTES = 4_096;

function callerOf(request: IncomingMessage): CallerRequest {
  return {
    header: (name) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    socketAddress: request.socket.remoteAddress,
  };
}

function send(request: IncomingMessage, response: ServerResponse, status: number, body: unknown, fields: readonly string[]): void {
  const text = JSON.stringify(body);
  response.writeHead(status, [
    ...fields,
    'Content-Type',
    'application/json; charset=utf-8',
    'Cache-Control',
    'no-store',
    'Content-Length',
    String(Buffer.byteLength(text)),
  ]);
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** Answers one food search (`front`: the front's security headers); never rejects. */
export async function answerFoodSearchNodeRequest(request: IncomingMessage, response: ServerResponse, front: HeaderFields): Promise<void> {
  try {
    if (request.method !== 'POST') {
      send(request, response, 405, { ok: false, error: 'METHOD_NOT_ALLOWED', message: 'Use POST' }, [...front, 'Allow', 'POST']);
      return;
    }
    const caller = callerOf(request);
    const charge = await chargeApiBudget(caller, 1);
    const budget = Object.entries(charge.headers).flat();
    if (charge.refusal !== undefined) {
      writeAnswer(request, response, charge.refusal, front);
      return;
    }
    const read = await readNodeBody(request, MAX_BODY_BYTES);
    let body: unknown;
    try {
      body = read.ok ? JSON.parse(read.text) : undefined;
    } catch {
      body = undefined;
    }
    const answer =
      body === undefined ? invalidJsonAnswer() : await handleFoodSearch(body, process.env, undefined, () => chargeRemoteLookup(caller));
    send(request, response, answer.status, answer.body, [...front, ...budget, ...(read.ok ? [] : ['Connection', 'close'])]);
  } catch (error) {
    logger.error({ event: 'food_search_failed', err: error }, 'Food search failed');
    if (!response.headersSent) send(request, response, 500, { ok: false, error: 'INTERNAL_ERROR', message: 'Food search failed' }, front);
  }
}
