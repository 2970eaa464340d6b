'use client';

import './globals.css';
import { lazy, Suspense } from 'react';

/*
 * Loaded with every page, so kept to a few lines: the screen, its words and the reading of the
 * page's language come only when an error is shown.
 */
const GlobalErrorScreen = lazy(() =>
  import('@/components/error/global-error-screen').then((module) => ({ default: module.GlobalErrorScreen })),
);

/**
 * The last resort, when the site's own layout failed: it replaces the whole document, in the
 * language of the page that failed (components/error/global-error-screen.tsx). Next logs the error
 * it caught to the console already (its onCaughtError), so this does not.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html>
      <body className="flex min-h-screen flex-col">
        <main className="flex-1">
          <Suspense fallback={null}>
            <GlobalErrorScreen onRetry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
