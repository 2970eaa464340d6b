'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/error/error-view';
import { useErrorTexts } from '@/components/error/use-error-texts';
import { defaultLocale, isLocale } from '@/i18n/locales';

/** A page that failed to render, inside the site's header and footer, in the visitor's language. */
export default function LocaleError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const current = useLocale();
  const locale = isLocale(current) ? current : defaultLocale;
  // Pages send the browser only their islands' messages, so the error page loads its own words.
  const texts = useErrorTexts(locale);

  useEffect(() => {
    console.error(error);
  }, [error]);

  if (texts === undefined) return null;
  return (
    <ErrorView
      texts={texts}
      homeHref={locale === defaultLocale ? '/' : `/${locale}`}
      onRetry={retry}
    />
  );
}
