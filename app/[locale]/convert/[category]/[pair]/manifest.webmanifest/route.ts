import type { NextRequest } from 'next/server';
import { pairText } from '@/components/pairs/pair-title';
import { isLocale } from '@/i18n/locales';
import { pairManifest, readManifestQuery } from '@/lib/pwa/pair-manifest';
import { getPair, unitSymbol } from '@/lib/units';

type ManifestParams = { params: Promise<{ locale: string; category: string; pair: string }> };

/** It reads its query: rendered per request, never kept by Next. */
export const dynamic = 'force-dynamic';

/** Kept by browsers and shared caches a day: a manifest changes only with the catalogue's texts. */
const KEPT = 'public, max-age=86400';
/** A query the page never links (an unknown parameter, a malformed precision) is answered for the one request only. */
const NOT_KEPT = 'no-store';

/**
 * A pair's web app manifest (lib/pwa/pair-manifest.ts), linked by its page: GET
 * /{locale}/convert/{category}/{pair}/manifest.webmanifest, with an optional `precision`. Unknown
 * languages and pairs are a 404, as their pages are. Rendered per request (it reads the query), so
 * nothing is stored on the server; only the addresses the page links may be kept by a shared cache.
 */
export async function GET(request: NextRequest, { params }: ManifestParams): Promise<Response> {
  const { locale, category, pair: slug } = await params;
  const pair = isLocale(locale) ? getPair(category, slug) : undefined;
  if (!isLocale(locale) || pair === undefined) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NOT_KEPT } });
  }
  const query = readManifestQuery(request.nextUrl.search);
  const text = await pairText(locale);
  const manifest = pairManifest({
    locale,
    pair,
    symbols: { from: unitSymbol(pair.category, pair.from, locale), to: unitSymbol(pair.category, pair.to, locale) },
    title: text.title(pair),
    precision: query.precision,
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': query.canonical ? KEPT : NOT_KEPT },
  });
}
