import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isUnknownPairPath, UNKNOWN_PAIR_SUFFIX } from './lib/site/pair-route';
import { routing } from './i18n/routing';

// Locale negotiation on first visit (Accept-Language, then the NEXT_LOCALE cookie on later visits),
// and the rewrite of unprefixed English paths to /en/... .
const intl = createMiddleware(routing);

/**
 * An unknown pair's address goes to the catch-all not-found page (404, never cached) instead of the
 * pair route, which renders pairs on demand and would keep the rendered 404 like a page.
 */
export default function proxy(request: NextRequest): NextResponse {
  const response = intl(request);
  if (!isUnknownPairPath(request.nextUrl.pathname) || response.headers.has('location')) return response;
  const target = new URL(response.headers.get('x-middleware-rewrite') ?? request.nextUrl.href);
  target.pathname += UNKNOWN_PAIR_SUFFIX;
  const rewritten = NextResponse.rewrite(target);
  response.headers.forEach((value, key) => {
    if (key !== 'x-middleware-next' && key !== 'x-middleware-rewrite' && key !== 'set-cookie') rewritten.headers.set(key, value);
  });
  for (const cookie of response.headers.getSetCookie()) rewritten.headers.append('set-cookie', cookie);
  return rewritten;
}

export const config = {
  // Everything except API routes (/api/…; the /api documentation page is a page), Next internals,
  // the framable widget page and files with a dot.
  matcher: '/((?!api/|_next|_vercel|widget/embed|.*\\..*).*)',
};
