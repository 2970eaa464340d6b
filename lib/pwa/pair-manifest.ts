import { localizedPath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import type { Pair } from '@/lib/units';
import { APP_BACKGROUND_COLOR, APP_ICONS, APP_THEME_COLOR, type ManifestIcon } from './app-identity';
import { appStartQuery, PRECISION_PARAMETER, precisionKeyOf } from './app-launch';

/*
 * Each pair page is an app of its own ("cm → in" on the home screen): its page links this manifest in
 * place of the site's, and pressing "Add to home screen" installs it (components/pwa/).
 */

const PAIR_MANIFEST_FILE = 'manifest.webmanifest';

/** The pair page's public path in a language (English unprefixed, like every page). */
export function pairPagePath(locale: Locale, pair: Pick<Pair, 'category' | 'slug'>): string {
  return localizedPath(locale, `/convert/${pair.category}/${pair.slug}`);
}

/**
 * The manifest's path, always with its language, English's too: the locale middleware skips paths
 * with a dot (proxy.ts), so an unprefixed one would never reach the [locale] route.
 */
export function pairManifestPath(locale: Locale, pair: Pick<Pair, 'category' | 'slug'>): string {
  return `/${locale}/convert/${pair.category}/${pair.slug}/${PAIR_MANIFEST_FILE}`;
}

/** What a manifest request asks: a known precision, and whether its query is exactly the one the page links (so it may be kept). */
export interface ManifestQuery {
  readonly precision?: string;
  readonly canonical: boolean;
}

/** Reads a manifest request's query: only `precision`, validated; anything else is dropped and makes the answer one not to keep. */
export function readManifestQuery(search: string): ManifestQuery {
  const params = new URLSearchParams(search);
  const precision = precisionKeyOf(params.get(PRECISION_PARAMETER));
  const canonical = precision === undefined ? search === '' || search === '?' : params.toString() === `${PRECISION_PARAMETER}=${precision}`;
  return precision === undefined ? { canonical } : { precision, canonical };
}

/** The web app manifest's members a pair's app has (https://www.w3.org/TR/appmanifest/). */
export interface PairWebManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly description: string;
  readonly lang: Locale;
  readonly dir: 'ltr';
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly orientation: 'any';
  readonly background_color: string;
  readonly theme_color: string;
  readonly categories: readonly string[];
  readonly icons: readonly ManifestIcon[];
}

export interface PairManifestInput {
  readonly locale: Locale;
  readonly pair: Pair;
  /** The units' symbols in the language ("cm", "in"). */
  readonly symbols: { readonly from: string; readonly to: string };
  /** The page's title ("Centimeters to inches"), the app's description. */
  readonly title: string;
  readonly precision?: string;
}

/**
 * A pair's web app manifest. Its id is the page's path, one per pair and language, so each installs
 * as an app of its own and a second install of the same one (another precision) replaces it; its
 * scope is the page, so links to the rest of the site open in the browser.
 */
export function pairManifest({ locale, pair, symbols, title, precision }: PairManifestInput): PairWebManifest {
  const path = pairPagePath(locale, pair);
  const name = `${symbols.from} → ${symbols.to}`;
  return {
    id: path,
    name,
    short_name: name,
    description: title,
    lang: locale,
    dir: 'ltr',
    start_url: path + appStartQuery(precision),
    scope: path,
    display: 'standalone',
    orientation: 'any',
    background_color: APP_BACKGROUND_COLOR,
    theme_color: APP_THEME_COLOR,
    categories: ['utilities', 'productivity', 'education'],
    icons: APP_ICONS,
  };
}
