/**
 * The API on node:http: which requests are the API's, and writing its answers. Used by the
 * production front (server.ts) and the bare benchmark server.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { API_MESSAGES } from './catalogue';
import { readNodeBody } from './body';
import { errorAnswer, serialiseBody, type ApiAnswer, type ApiHandler, type ApiRoute } from './handler';
import { failure } from './query';
import { logger } from '@/lib/server/log';

const ROUTES: Readonly<Record<string, ApiRoute>> = { '/api/convert': 'convert', '/api/status': 'status' };

/** The API route a request target names ("/api/convert?…"), or undefined for everything else. */
export function apiRouteOf(url: string | undefined): ApiRoute | undefined {
  if (url === undefined) return undefined;
  const mark = url.indexOf('?');
  return ROUTES[mark === -1 ? url : url.slice(0, mark)];
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Header fields as name/value pairs, flat ([name, value, name, value, …]), as node:http's writeHead takes them. */
export type HeaderFields = readonly string[];

const NO_FIELDS: HeaderFields = [];

/**
 * Writes `answer`, after `front`'s fields (the production front's security headers and request id;
 * a field the answer sets too is the answer's), in one writeHead of flat fields: with no header set
 * beforehand, node:http writes them as they are, without storing each one through setHeader or
 * building an object of them.
 */
export function writeAnswer(request: IncomingMessage, response: ServerResponse, answer: ApiAnswer, front: HeaderFields = NO_FIELDS): void {
  const body = serialiseBody(answer);
  const fields: string[] = [];
  for (let index = 0; index < front.length; index += 2) {
    if (!Object.hasOwn(answer.headers, front[index]!)) fields.push(front[index]!, front[index + 1]!);
  }
  for (const name in answer.headers) fields.push(name, answer.headers[name]!);
  if (body !== undefined) fields.push('Content-Length', String(Buffer.byteLength(body)));
  response.writeHead(answer.status, fields);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Answers one API request (`front`: see writeAnswer); never rejects, so a fault cannot leave the request hanging. */
export async function answerNodeRequest(
  handler: ApiHandler,
  route: ApiRoute,
  request: IncomingMessage,
  response: ServerResponse,
  front: HeaderFields = NO_FIELDS,
): Promise<void> {
  const url = request.url ?? '';
  const mark = url.indexOf('?');
  let answer: ApiAnswer;
  try {
    answer = await handler({
      route,
      method: request.method ?? 'GET',
      query: mark === -1 ? '' : url.slice(mark + 1),
      header: (name) => headerOf(request, name),
      socketAddress: request.socket.remoteAddress,
      readBody: (limit) => readNodeBody(request, limit),
    });
  } catch (error) {
    logger.error({ event: 'api_failed', path: url.slice(0, mark === -1 ? undefined : mark), err: error }, 'API request failed');
    answer = errorAnswer(failure('CONVERSION_ERROR', API_MESSAGES.CONVERSION_ERROR));
  }
  if (!response.headersSent) writeAnswer(request, response, answer, front);
}

/**
 * The front's request listener: the API's routes answered here, everything else handed to
 * `fallback` (Next's request handler in production).
 */
export function apiFront(
  handler: ApiHandler,
  fallback: (request: IncomingMessage, response: ServerResponse) => void | Promise<void>,
): RequestListener {
  return (request, response) => {
    const route = apiRouteOf(request.url);
    if (route === undefined) void fallback(request, response);
    else void answerNodeRequest(handler, route, request, response);
  };
}
