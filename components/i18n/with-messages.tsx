'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';
import { useMemo, type ReactNode } from 'react';

/**
 * Adds namespaces fetched in the browser (scripts/lazy-messages.ts) to the messages of the island
 * around it, for the client components inside: a nested provider replaces its parent's messages
 * rather than adding to them, so this one passes both on.
 */
export function WithMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const outer = useMessages();
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
