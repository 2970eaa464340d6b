'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { useErrorTexts } from '@/components/error/use-error-texts';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { localizedPath } from '@/lib/seo/paths';

/*
 * Every page loads its error boundary with it, so this file stays small: the view and its words
 * are fetched only when an error is shown.
 */
const ErrorView = lazy(() => import('@/components/error/error-view').then((module) => ({ default: module.ErrorView })));

/** A page that failed to render, inside the site's header and footer, in the visitor's language. */
export default function LocaleError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const { locale: segment } = useParams<{ locale?: string }>();
  const locale = isLocale(segment) ? segment : defaultLocale;
  // Pages send the browser only their islands' messages, so the error page loads its own words.
  const texts = useErrorTexts(locale);

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (texts === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ErrorView texts={texts} homeHref={localizedPath(locale, '/')} onRetry={retry} />
    </Suspense>
  );
}
