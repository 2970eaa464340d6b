// POST /api/food-search: a thin wrapper over lib/food-search (validation, lookups, errors live there).
import { handleFoodSearch, invalidJsonAnswer } from '@/lib/food-search/handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    // A malformed body is the client's mistake: 400, never a 5xx.
    const answer = invalidJsonAnswer();
    return Response.json(answer.body, { status: answer.status });
  }
  const answer = await handleFoodSearch(body, process.env);
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': 'no-store' },
  });
}
