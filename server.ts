/**
 * The production server (`npm start`, built by esbuild into dist/server.js): a thin node:http front
 * that answers the public API's hot path (/api/convert, /api/status) straight from lib/api and
 * hands every other request to Next's own request handler. Next's per-request pipeline costs about
 * a millisecond even for a trivial route handler, the API's answer a few microseconds; see
 * `npm run bench:api`. Listens on PORT and HOSTNAME like `next start`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { apiFront } from '@/lib/api/node';
import { handleApiRequest, processApiConfig } from '@/lib/api/service';

const env = process.env as Record<string, string | undefined>;
env.NODE_ENV ??= 'production';

const port = Number(env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid PORT ${JSON.stringify(env.PORT)}: expected a port number`);
  process.exit(1);
}
// Unset or empty: every interface, as `next start` does.
const hostname = env.HOSTNAME?.trim() || undefined;

// Imported after NODE_ENV is settled, as `next start` would have it.
const { default: next } = await import('next');
// Next is told "localhost" whatever we listen on: it only builds internal URLs from it, and with any
// other name (127.0.0.1, 0.0.0.0) Next 16 turns the locale middleware's rewrites into absolute URLs
// and answers them with a redirect to the same path, a loop (vercel/next.js#94342, #94745).
const app = next({ dev: false, dir: fileURLToPath(new URL('..', import.meta.url)), hostname: 'localhost', port });
await app.prepare();
const nextHandler = app.getRequestHandler();

try {
  // Read now, after Next has loaded any .env files, so a bad setting stops the start.
  processApiConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function toNext(request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    await nextHandler(request, response);
  } catch (error) {
    console.error(`Failed to handle ${request.method} ${request.url}`, error);
    if (!response.headersSent) {
      response.statusCode = 500;
      response.end('Internal Server Error');
    }
  }
}

const server = createServer(apiFront(handleApiRequest, toNext));
server.on('error', (error) => {
  console.error('Failed to start the server:', error.message);
  process.exit(1);
});
server.listen(port, hostname, () => {
  console.log(`▲ Unitly ready on http://${hostname ?? 'localhost'}:${port} (API front + Next)`);
});

let closing = false;
function shutdown(): void {
  if (closing) return;
  closing = true;
  server.close(() => void app.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
  // Do not wait for slow keep-alive clients forever.
  setTimeout(() => process.exit(0), 5_000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
