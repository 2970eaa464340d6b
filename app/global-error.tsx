'use client';

import './globals.css';
import { useEffect, useSyncExternalStore } from 'react';
import { ErrorView } from '@/components/error/error-view';
import { useErrorTexts } from '@/components/error/use-error-texts';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

/** The language of the page that failed, from its path (English pages have no prefix). */
function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The last resort, when the site's own layout failed: it replaces the whole document. Its words
 * come from the visitor's language's message file, loaded only when this page shows (a lazy chunk:
 * no page carries messages in its bundle for it).
 */
const subscribeNothing = () => () => {};

export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = useSyncExternalStore(
    subscribeNothing,
    () => localeOfPath(window.location.pathname),
    () => defaultLocale,
  );
  const texts = useErrorTexts(locale);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        {texts === undefined ? null : <title>{texts.title}</title>}
        <main className="flex-1">
          {texts === undefined ? null : <ErrorView texts={texts} homeHref={locale === defaultLocale ? '/' : `/${locale}`} onRetry={retry} />}
        </main>
      </body>
    </html>
  );
}
