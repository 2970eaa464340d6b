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
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, serveWhenMain, startStubServer, type Later } from './stub-server';

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

/** STUBTELLA_PRODUCT as /api/food-search gives it: per 100 g, sodium from salt ÷ 2.5 × 1000. */
export const STUBTELLA_FOOD = {
  id: 'off-stubtela-hazelnut-spread',
  name: 'Stubtella Hazelnut Spread',
  servingSize: 100,
  calories: 539,
  protein: 6.3,
  carbs: 57.5,
  fat: 30.9,
  fiber: 0,
  sugar: 56.3,
  sodium: 42.8,
  calcium: 0,
  iron: 0,
  vitaminC: 0,
  vitaminA: 0,
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

function searchAnswer(products: readonly unknown[]) {
  return { count: products.length, page: 1, page_size: 5, skip: 0, products };
}

export async function startOffStub(port = 0, options: OffStubOptions = {}): Promise<OffStub> {
  const slowMs = options.slowMs ?? defaultSlowMs();
  const requests: RecordedRequest[] = [];

  function handle(request: IncomingMessage, response: ServerResponse, later: Later): void {
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
      case 'slowfood':
        later(slowMs, () => sendJson(response, 200, searchAnswer([STUBTELLA_PRODUCT])));
        return;
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

  return { ...(await startStubServer(port, handle)), requests };
}

await serveWhenMain(import.meta.url, 4010, startOffStub, (stub) => `Open Food Facts stub listening on ${stub.url}`);
