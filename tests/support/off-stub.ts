/**
 * A tiny local stand-in for Open Food Facts' search endpoint, for unit and end-to-end tests:
 *
 *   npx tsx tests/support/off-stub.ts 4010     (then OPEN_FOOD_FACTS_URL=http://127.0.0.1:4010)
 *
 * GET /cgi/search.pl answers by `search_terms`:
 *   stubtella    one normal product ("Stubtella Hazelnut Spread")
 *   englishonly  one product, but only when lc=en (exercises the English retry)
 *   nothingfound no products
 *   slowfood     an answer that arrives after the configured time-out
 *   brokenjson   a body that is not JSON
 *   servererror  HTTP 500
 *   anything else: no products
 * Every request is recorded (`requests`) so tests can check what was sent and how often.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export const STUBTELLA_PRODUCT = {
  product_name: 'Stubtella Hazelnut Spread',
  nutriments: {
    'energy-kcal_100g': 539,
    proteins_100g: 6.3,
    carbohydrates_100g: 57.5,
    fat_100g: 30.9,
    sugars_100g: 56.3,
    fiber_100g: 0,
    salt_100g: 0.107,
  },
} as const;

export const ENGLISH_ONLY_PRODUCT = {
  product_name: 'English Only Crackers',
  nutriments: { 'energy-kcal_100g': 430, proteins_100g: 9, carbohydrates_100g: 70, fat_100g: 12 },
} as const;

export interface RecordedRequest {
  readonly path: string;
  readonly searchTerms: string | null;
  readonly lc: string | null;
  readonly pageSize: string | null;
  readonly fields: string | null;
  readonly userAgent: string | undefined;
}

export interface OffStub {
  readonly url: string;
  readonly requests: readonly RecordedRequest[];
  close(): Promise<void>;
}

export interface OffStubOptions {
  /** How long "slowfood" waits before answering; by default 2 s past the configured time-out. */
  readonly slowMs?: number;
}

function defaultSlowMs(): number {
  const timeout = Number(process.env.OPEN_FOOD_FACTS_TIMEOUT_MS);
  return (Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000) + 2_000;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function searchAnswer(products: readonly unknown[]) {
  return { count: products.length, page: 1, page_size: 5, skip: 0, products };
}

export function startOffStub(port = 0, options: OffStubOptions = {}): Promise<OffStub> {
  const slowMs = options.slowMs ?? defaultSlowMs();
  const requests: RecordedRequest[] = [];
  const pendingTimers = new Set<NodeJS.Timeout>();

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://stub.invalid');
    const params = url.searchParams;
    requests.push({
      path: url.pathname,
      searchTerms: params.get('search_terms'),
      lc: params.get('lc'),
      pageSize: params.get('page_size'),
      fields: params.get('fields'),
      userAgent: request.headers['user-agent'],
    });
    if (url.pathname !== '/cgi/search.pl') {
      sendJson(response, 404, { error: 'not found' });
      return;
    }
    switch ((params.get('search_terms') ?? '').trim().toLowerCase()) {
      case 'stubtella':
        sendJson(response, 200, searchAnswer([STUBTELLA_PRODUCT]));
        return;
      case 'englishonly':
        sendJson(response, 200, searchAnswer(params.get('lc') === 'en' ? [ENGLISH_ONLY_PRODUCT] : []));
        return;
      case 'slowfood': {
        const timer = setTimeout(() => {
          pendingTimers.delete(timer);
          sendJson(response, 200, searchAnswer([STUBTELLA_PRODUCT]));
        }, slowMs);
        pendingTimers.add(timer);
        return;
      }
      case 'brokenjson':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"products": [ {"product_name": "Broken');
        return;
      case 'servererror':
        sendJson(response, 500, { error: 'internal stub error' });
        return;
      default:
        sendJson(response, 200, searchAnswer([]));
    }
  }

  const server = createServer(handle);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: boundPort } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${boundPort}`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            for (const timer of pendingTimers) clearTimeout(timer);
            pendingTimers.clear();
            // Slow answers may still hold sockets open; close() would wait for them.
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.argv[2] ?? 4010);
  const stub = await startOffStub(port);
  console.log(`Open Food Facts stub listening on ${stub.url}`);
  const stop = () => void stub.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
