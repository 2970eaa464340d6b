'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { defaultLocale } from '@/i18n/locales';
import { localeOfPath } from '@/i18n/locale-path';
import { ErrorScreen } from './error-screen';

const subscribeNothing = () => () => {};

/**
 * The error page of the global boundary (app/global-error.tsx), which replaces the whole document
 * when the site's own layout failed: in the language of the page that failed, read from its path,
 * which also becomes the document's language. Loaded only when that happens.
 */
export function GlobalErrorScreen({ onRetry }: { onRetry: () => void }) {
  const locale = useSyncExternalStore(
    subscribeNothing,
    () => localeOfPath(window.location.pathname),
    () => defaultLocale,
  );
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return <ErrorScreen locale={locale} onRetry={onRetry} title />;
}
