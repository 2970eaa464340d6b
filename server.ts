/**
 * The production server (`npm start`, built by esbuild into dist/server.js): a thin node:http front
 * that answers the public API's hot path (/api/convert, /api/status) straight from lib/api and the
 * MCP endpoint (/api/mcp) from lib/mcp, and hands every other request to Next's own request
 * handler. Next's per-request pipeline costs far more than the API's answer itself (docs/PERFORMANCE.md,
 * `npm run bench:api`). Listens on PORT and HOSTNAME like `next start`.
 *
 * Around that: WEB_CONCURRENCY workers (lib/server/cluster), malformed requests refused and odd
 * spellings of a path redirected before anything renders (lib/server/request-path), pages rendered
 * from their path alone, the build's scripts and styles in brotli (lib/server/static-brotli),
 * security headers on every answer (lib/server/secure-response; the API's own answers get theirs
 * in their one writeHead), a JSON log line per API request
 * (lib/server/access-log), and a graceful drain on SIGTERM/SIGINT (lib/server/drain). The front
 * keeps no answer keyed on a request: caching whole answers is Next's (its own cache) or the
 * shipped nginx configuration's (deploy/nginx/unitly.conf).
 */
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { TLSSocket } from 'node:tls';
import { answerNodeRequest, apiRouteOf } from '@/lib/api/node';
import { handleApiRequest, processApiConfig } from '@/lib/api/service';
import { forwardedHops, TRUST_NO_PROXY, type TrustProxy } from '@/lib/api/client-ip';
import { answerFoodSearchNodeRequest } from '@/lib/food-search/node';
import { answerMcpNodeRequest } from '@/lib/mcp/node';
import { MCP_PATH } from '@/lib/mcp/tool-names';
import { answerProcessMcpRequest } from '@/lib/mcp/service';
import { logApiRequest, requestIdOf } from '@/lib/server/access-log';
import { runPrimary, workerCount } from '@/lib/server/cluster';
import { drainOnSignals } from '@/lib/server/drain';
import { logger } from '@/lib/server/log';
import { readNotFoundPages } from '@/lib/server/not-found-page';
import { isNotFoundPagePath } from '@/lib/server/not-found-path';
import { createPageCache } from '@/lib/server/page-cache';
import { closeSharedRedis, sharedRedis } from '@/lib/server/redis';
import { ALLOWED_METHODS, canonicalPath, pageTargetOf, pathOf, refusalOf } from '@/lib/server/request-path';
import { secureResponse } from '@/lib/server/secure-response';
import { createStaticBrotli } from '@/lib/server/static-brotli';
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
const FOOD_SEARCH_PATH = '/api/food-search';

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

  let trustProxy: TrustProxy = TRUST_NO_PROXY;
  try {
    // Read now, after Next has loaded any .env files, so a bad setting stops the start.
    trustProxy = processApiConfig().trustProxy;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  // Connect now (REDIS_URL), so the first requests already count in Redis.
  sharedRedis();
  const pages = createPageCache(PAGE_CACHE_BYTES);
  const notFound = readNotFoundPages(`${dir}.next`);
  const staticBrotli = createStaticBrotli(`${dir}.next`);

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

  /** Refuses a malformed request, or redirects a non-canonical path; true when it has answered. */
  function answeredBeforeNext(request: IncomingMessage, response: ServerResponse, path: string, fields: readonly string[]): boolean {
    const refusal = refusalOf(request.method, request.url);
    if (refusal !== undefined) {
      const extra = refusal.status === 405 ? ['Allow', ALLOWED_METHODS] : [];
      response.writeHead(refusal.status, [...fields, ...extra, 'Content-Type', 'text/plain; charset=utf-8', 'Connection', 'close']);
      response.end(refusal.status === 405 ? 'Method Not Allowed' : 'Bad Request');
      return true;
    }
    const canonical = canonicalPath(path);
    if (canonical === undefined) return false;
    const query = request.url!.slice(path.length);
    response.writeHead(308, [...fields, 'Location', canonical + query, 'Cache-Control', 'public, max-age=3600']);
    response.end();
    return true;
  }

  const server = createServer((request, response) => {
    drain.track(request, response);
    const path = pathOf(request.url);
    const hops = forwardedHops(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustProxy);
    const https = isHttpsRequest(
      Boolean((request.socket as Partial<TLSSocket>).encrypted),
      request.headers['x-forwarded-proto'],
      hops.trusted,
    );
    const front = OWN_ANSWER_FIELDS[https ? 'https' : 'http'];
    if (answeredBeforeNext(request, response, path, front)) return;
    if (staticBrotli.answer(request, response, path, https)) return;
    const route = apiRouteOf(path);
    const requestId = path.startsWith('/api/') ? requestIdOf(request) : undefined;
    if (requestId !== undefined) logApiRequest(request, response, requestId, trustProxy, path);
    if (route !== undefined || path === FOOD_SEARCH_PATH) {
      // The front's own answers: every header in the answer's one writeHead, nothing set before it.
      const fields = [...front, 'X-Request-Id', requestId!];
      if (drain.draining()) fields.push('Connection', 'close');
      void (route === undefined
        ? answerFoodSearchNodeRequest(request, response, fields)
        : answerNodeRequest(handleApiRequest, route, request, response, fields));
      return;
    }
    if (drain.draining()) response.setHeader('Connection', 'close');
    // Pages render from their path alone; a redirect gets the visitor's query back.
    const target = request.method === 'GET' || request.method === 'HEAD' ? pageTargetOf(request.url!) : undefined;
    const strippedQuery = target === undefined ? undefined : request.url!.slice(path.length + 1);
    if (target !== undefined) request.url = target;
    secureResponse(request, response, https, {
      path,
      plain: path === MCP_PATH,
      pages,
      notFound,
      strippedQuery,
      forceNotFound: isNotFoundPagePath(path),
    });
    if (requestId !== undefined) {
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
