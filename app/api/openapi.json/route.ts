// GET /api/openapi.json: the OpenAPI 3.1 document, generated from lib/api's zod schemas on request
// (so it names this deployment's SITE_URL and limits).
import { buildOpenApiDocument } from '@/lib/api/openapi';
import { processApiConfig } from '@/lib/api/service';
import { siteUrl } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  const document = buildOpenApiDocument({ origin: siteUrl(), limits: processApiConfig().limits });
  return Response.json(document, {
    headers: { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  });
}
