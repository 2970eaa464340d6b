// GET /llms.txt: the site and its API summarised for language models (lib/api/llms.ts), naming this
// deployment's SITE_URL and limits.
import { llmsText } from '@/lib/api/llms';
import { processApiConfig } from '@/lib/api/service';
import { siteUrl } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return new Response(llmsText({ origin: siteUrl(), limits: processApiConfig().limits }), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  });
}
