import { locales } from '@/i18n/locales';
import { getPair } from '@/lib/units/pairs';

const PAIR_PATH = new RegExp(`^(?:/(?:${locales.join('|')}))?/convert/([^/]+)/([^/]+)/?$`);

/**
 * Whether a path is a pair page's address (/convert/{category}/{slug}, with or without a locale)
 * that names no pair of the catalogue. Such a request must not reach the pair route, which renders
 * on demand and keeps what it renders: it goes to the catch-all not-found page, uncached.
 */
export function isUnknownPairPath(pathname: string): boolean {
  const match = PAIR_PATH.exec(pathname);
  if (match === null) return false;
  try {
    return getPair(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)) === undefined;
  } catch {
    return true;
  }
}

/** Appended to an unknown pair's path so that only the catch-all page matches it. */
export const UNKNOWN_PAIR_SUFFIX = '/not-a-pair';
