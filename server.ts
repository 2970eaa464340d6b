/**
 * The production server (`npm start`, built by esbuild into dist/server.js): a thin node:http front
 * that answers the public API's hot path (/api/convert, /api/status) straight from lib/api and the
 * MCP endpoint (/api/mcp) from lib/mcp, and hands every other request to Next's own request
 * handler. Next's per-request pipeline costs about a millisecond even for a trivial route handler, the API's answer a few microseconds; see
 * `npm run bench:api`. Listens on PORT and HOSTNAME like `next start`.
 *
 * Around that: WEB_CONCURRENCY workers (lib/server/cluster), security headers on every answer
 * (lib/server/secure-response; the API's own answers get theirs in their one writeHead), a JSON log
 * line per API request (lib/server/access-log), and a graceful drain on SIGTERM/SIGINT
 * (lib/server/drain). The request's path is read once and handed on.
 */
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TLSSocket } from 'node:tls';
import { answerNodeRequest, apiRouteOf } from '@/lib/api/node';
import { handleApiRequest, processApiConfig } from '@/lib/api/service';
import { answerMcpNodeRequest } from '@/lib/mcp/node';
import { MCP_PATH } from '@/lib/mcp/tool-names';
import { answerProcessMcpRequest } from '@/lib/mcp/service';
import { logApiRequest, requestIdOf } from '@/lib/server/access-log';
import { runPrimary, workerCount } from '@/lib/server/cluster';
import { drainOnSignals } from '@/lib/server/drain';
import { logger } from '@/lib/server/log';
import { createAnswerCache } from '@/lib/server/answer-cache';
import { createPageCache } from '@/lib/server/page-cache';
import { closeSharedRedis, sharedRedis } from '@/lib/server/redis';
import { pathOf } from '@/lib/server/request-path';
import { secureResponse } from '@/lib/server/secure-response';
import { isHttpsRequest, OWN_ANSWER_FIELDS } from '@/lib/server/security-headers';

const env = process.env as Record<string, string | undefined>;
env.NODE_ENV ??= 'production';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const port = Number(env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`Invalid PORT ${JSON.stringify(env.PORT)}: expected a port number`);
// Unset or empty: every interface, as `next start` does.
const hostname = env.HOSTNAME?.trim() || undefined;
/** Bytes of static pages' CSP and compressed bytes kept in memory (lib/server/page-cache). */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** Bytes of whole static answers kept in memory (lib/server/answer-cache). */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

let workers = 1;
try {
  workers = workerCount(env.WEB_CONCURRENCY);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

if (workers > 1 && cluster.isPrimary) runPrimary(workers);
else await startServer();

async function startServer(): Promise<void> {
  // Imported after NODE_ENV is settled, as `next start` would have it.
  const { default: next } = await import('next');
  const dir = fileURLToPath(new URL('..', import.meta.url));
  // Next is told "localhost" whatever we listen on: it only builds internal URLs from it, and with any
  // other name (127.0.0.1, 0.0.0.0) Next 16 turns the locale middleware's rewrites into absolute URLs
  // and answers them with a redirect to the same path, a loop (vercel/next.js#94342, #94745).
  const app = next({ dev: false, dir, hostname: 'localhost', port });
  await app.prepare();
  const nextHandler = app.getRequestHandler();

  let trustProxyHops = 0;
  try {
    // Read now, after Next has loaded any .env files, so a bad setting stops the start.
    trustProxyHops = processApiConfig().trustProxyHops;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  // Connect now (REDIS_URL), so the first requests already count in Redis.
  sharedRedis();
  const buildId = readFileSync(`${dir}.next/BUILD_ID`, 'utf8').trim();
  const pages = createPageCache(buildId, PAGE_CACHE_BYTES);
  const answers = createAnswerCache(buildId, ANSWER_CACHE_BYTES);

  async function toNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      await nextHandler(request, response);
    } catch (error) {
      logger.error(
        { event: 'request_failed', method: request.method, path: request.url?.split('?', 1)[0], err: error },
        'Failed to handle a request',
      );
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end('Internal Server Error');
      }
    }
  }

  const server = createServer((request, response) => {
    drain.track(request, response);
    const path = pathOf(request.url);
    const route = apiRouteOf(path);
    const requestId = path.startsWith('/api/') ? requestIdOf(request) : undefined;
    if (requestId !== undefined) logApiRequest(request, response, requestId, trustProxyHops, path);
    if (route !== undefined) {
      // The API's own answers: every header in the answer's one writeHead, nothing set before it.
      const https = isHttpsRequest(
        Boolean((request.socket as Partial<TLSSocket>).encrypted),
        request.headers['x-forwarded-proto'],
        trustProxyHops,
      );
      const front = [...OWN_ANSWER_FIELDS[https ? 'https' : 'http'], 'X-Request-Id', requestId!];
      if (drain.draining()) front.push('Connection', 'close');
      void answerNodeRequest(handleApiRequest, route, request, response, front);
      return;
    }
    if (drain.draining()) response.setHeader('Connection', 'close');
    // The front's own answers are JSON: their headers need no holding of the body. Pages the front
    // has sent already are sent again from memory; the API's paths never are.
    const api = requestId !== undefined;
    if (secureResponse(request, response, trustProxyHops, { plain: path === MCP_PATH, pages, path, answers: api ? undefined : answers }))
      return;
    if (api) {
      response.setHeader('X-Request-Id', requestId);
      // A load balancer asking while this process drains is told to stop sending.
      if (drain.draining() && path === '/api/health') {
        response.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close' });
        response.end(JSON.stringify({ ok: false, draining: true }));
        return;
      }
    }
    // /api/mcp is answered here too, so MCP tool calls count against the same fair-use budget as the API.
    void (path === MCP_PATH ? answerMcpNodeRequest(answerProcessMcpRequest, request, response) : toNext(request, response));
  });
  const drain = drainOnSignals(server, closeSharedRedis);
  server.on('error', (error) => fail(`Failed to start the server: ${error.message}`));
  server.listen(port, hostname, () => {
    logger.info(
      { event: 'listening', port, worker: cluster.isWorker ? cluster.worker?.id : undefined },
      `▲ Unitly ready on http://${hostname ?? 'localhost'}:${port} (API front + Next)`,
    );
  });
}
