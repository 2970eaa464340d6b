// GET /api/currency-rates: a thin wrapper over lib/currency (feed, cache and snapshot live there).
import { handleCurrencyRates } from '@/lib/currency/handler';

// Per request: the rates change daily, and the build must never call the feed (it runs offline).
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const answer = await handleCurrencyRates(process.env);
  return Response.json(answer.body, { status: answer.status, headers: answer.headers });
}
