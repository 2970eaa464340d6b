'use client';

import './globals.css';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useErrorTexts } from '@/components/error/use-error-texts';
import { defaultLocale } from '@/i18n/locales';
import { localeOfPath } from '@/lib/i18n/locale-path';
import { localizedPath } from '@/lib/seo/paths';

/* Loaded with every page, so kept small: the view is fetched only when an error is shown. */
const ErrorView = lazy(() => import('@/components/error/error-view').then((module) => ({ default: module.ErrorView })));

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
          {texts === undefined ? null : (
            <Suspense fallback={null}>
              <ErrorView texts={texts} homeHref={localizedPath(locale, '/')} onRetry={retry} />
            </Suspense>
          )}
        </main>
      </body>
    </html>
  );
}
