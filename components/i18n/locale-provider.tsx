import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/** No messages: each client island brings its own (client-island.tsx). */
const NO_MESSAGES = {};

/**
 * The page's locale, time zone and formats for client code, without a single message. next-intl's
 * `Link` is a client component that reads the locale, so every `Link` a server component renders
 * needs this above it; the layouts put it around the whole page.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  return <NextIntlClientProvider messages={NO_MESSAGES}>{children}</NextIntlClientProvider>;
}
