'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { defaultLocale, isLocale } from '@/i18n/locales';

/* Every page loads its error boundary with it, so the screen and its words come only on an error. */
const ErrorScreen = lazy(() => import('@/components/error/error-screen').then((module) => ({ default: module.ErrorScreen })));

/**
 * A page that failed to render, inside the site's header and footer, in the visitor's language.
 * Next logs the error it caught to the console already (its onCaughtError), so this does not.
 */
export default function LocaleError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { locale } = useParams<{ locale?: string }>();

  return (
    <Suspense fallback={null}>
      <ErrorScreen locale={isLocale(locale) ? locale : defaultLocale} onRetry={retry} />
    </Suspense>
  );
}
