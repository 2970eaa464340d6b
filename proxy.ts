import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

// Locale negotiation on first visit (Accept-Language, then the NEXT_LOCALE cookie on later visits),
// and the rewrite of unprefixed English paths to /en/... .
export default createMiddleware(routing);

export const config = {
  // Everything except API routes (/api/…; the /api documentation page is a page), Next internals,
  // the framable widget page and files with a dot.
  matcher: '/((?!api/|_next|_vercel|widget/embed|.*\\..*).*)',
};
