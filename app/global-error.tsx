'use client';

import './globals.css';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { defaultLocale } from '@/i18n/locales';
import { localeOfPath } from '@/lib/i18n/locale-path';

/* Loaded with every page, so kept small: the screen and its words come only when an error is shown. */
const ErrorScreen = lazy(() => import('@/components/error/error-screen').then((module) => ({ default: module.ErrorScreen })));

const subscribeNothing = () => () => {};

/**
 * The last resort, when the site's own layout failed: it replaces the whole document, in the
 * language of the page that failed (read from its path).
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const locale = useSyncExternalStore(
    subscribeNothing,
    () => localeOfPath(window.location.pathname),
    () => defaultLocale,
  );

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        <main className="flex-1">
          <Suspense fallback={null}>
            <ErrorScreen locale={locale} onRetry={retry} title />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
