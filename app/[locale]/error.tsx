'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/components/error/error-view';
import { defaultLocale } from '@/i18n/locales';

/** A page that failed to render, inside the site's header and footer, in the visitor's language. */
export default function LocaleError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  const t = useTranslations('ErrorPage');
  const locale = useLocale();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <ErrorView
      texts={{ title: t('title'), description: t('description'), retry: t('retry'), home: t('home') }}
      homeHref={locale === defaultLocale ? '/' : `/${locale}`}
      onRetry={retry}
    />
  );
}
