'use client';

import './globals.css';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ErrorView, type ErrorViewTexts } from '@/components/error/error-view';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import english from '@/messages/en.json';

/** The language of the page that failed, from its path (English pages have no prefix). */
function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * The last resort, when the site's own layout failed: it replaces the whole document. Its words
 * come from the message files like every other page's, English at once and the visitor's language
 * as soon as its file has loaded (only that one file, and only when this page shows).
 */
const subscribeNothing = () => () => {};

export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = useSyncExternalStore(
    subscribeNothing,
    () => localeOfPath(window.location.pathname),
    () => defaultLocale,
  );
  const [texts, setTexts] = useState<ErrorViewTexts>(english.ErrorPage);

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    if (locale === defaultLocale) return;
    let active = true;
    void import(`@/messages/${locale}.json`).then(
      (messages: { default: { ErrorPage: ErrorViewTexts } }) => {
        if (active) setTexts(messages.default.ErrorPage);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale]);

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <title>{texts.title}</title>
        <main className="flex-1">
          <ErrorView texts={texts} homeHref={locale === defaultLocale ? '/' : `/${locale}`} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
