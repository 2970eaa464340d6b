import { useLocale } from 'next-intl';
import type * as React from 'react';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';

export type LinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** The locale-free path ("/category/length"); the link adds the locale's prefix. */
  href: string;
  /** Another language's page; the current page's language by default. */
  locale?: Locale;
};

/**
 * A link to one of the site's pages in the visitor's language: a plain `<a>`, so a server
 * component that renders it sends the browser no JavaScript (Next's `Link` would hydrate, and
 * prefetch every link on screen: a pair page has about forty). Every page is pre-rendered HTML
 * that the service worker also keeps, so following a link is a fast page load. Rendered by a
 * server component it reads the request's locale; inside a client island, the island's.
 */
export function Link({ href, locale, ...props }: LinkProps) {
  const current = usePageLocale();
  return <a href={localizedPath(locale ?? current, href)} {...props} />;
}

/** The page's language as a `Locale` (the request's on the server, the island's in the browser). */
export function usePageLocale(): Locale {
  const current = useLocale();
  return isLocale(current) ? current : defaultLocale;
}
