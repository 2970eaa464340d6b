'use client';

import { useParams } from 'next/navigation';
import { useTransition } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { rememberLocale } from '@/lib/i18n/remember-locale';

/** Moves to the same page in another locale and remembers the choice (localStorage + cookie). */
export function useSwitchLocale() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useParams();
  const [isPending, startTransition] = useTransition();

  function switchLocale(locale: Locale) {
    rememberLocale(locale);
    const query = typeof window === 'undefined' ? '' : window.location.search;
    startTransition(() => {
      // @ts-expect-error -- `params` always match `pathname`, as the next-intl example relies on.
      router.replace({ pathname: pathname + query, params }, { locale });
    });
  }

  return { switchLocale, isPending };
}
