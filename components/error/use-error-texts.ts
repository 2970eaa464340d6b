'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import { typesetMessages } from '@/lib/format/typography';
import type { ErrorViewTexts } from './error-view';

/**
 * The error page's words in `locale`, read from that language's message file only when an error
 * is shown (a lazy chunk), so no page carries them, or any other message, in its bundle. Undefined
 * for the moment the file takes to load.
 */
export function useErrorTexts(locale: Locale): ErrorViewTexts | undefined {
  const [texts, setTexts] = useState<{ locale: Locale; texts: ErrorViewTexts } | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void import(`@/messages/${locale}.json`).then(
      (messages: { default: { ErrorPage: ErrorViewTexts } }) => {
        if (active) setTexts({ locale, texts: typesetMessages(messages.default.ErrorPage, locale) });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [locale]);
  return texts?.locale === locale ? texts.texts : undefined;
}
