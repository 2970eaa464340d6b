'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import type { Locale } from '@/i18n/locales';
import { pathInLocale } from '@/i18n/locale-path';
import { rememberLocale } from '@/i18n/remember-locale';

/**
 * Moves to the same page in another locale, keeping its query (a shared value) and remembering
 * the choice (localStorage + cookie, which the proxy reads on the next visit to an unprefixed page).
 */
export function useSwitchLocale() {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  function switchLocale(locale: Locale) {
    rememberLocale(locale);
    const { pathname, search } = window.location;
    startTransition(() => {
      router.replace(pathInLocale(pathname, locale) + search);
    });
  }

  return { switchLocale, isPending };
}
