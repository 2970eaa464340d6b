// Liveness probe for load balancers and the test harness.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ ok: true });
}
