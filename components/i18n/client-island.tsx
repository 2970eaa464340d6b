import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { islandNamespaces, narrowToCategory, narrowUnitNames, pickNamespaces, type IslandName } from '@/i18n/client-islands';
import type { CategoryId } from '@/lib/units/catalogue';

/**
 * Gives the client components inside it the messages of the named islands and nothing else, so
 * the browser receives a page's few namespaces instead of the whole message file. Locale, time
 * zone and formats come from the request (or `locale`, for pages outside the [locale] segment).
 * `unitsOf` keeps only that category's name, unit names and formula explanation, and leaves out texts
 * only other categories show (exchange rates, number bases), for islands fixed to one category.
 * `unitNamesOf` keeps only that category's unit names, for an island that starts with it and fetches
 * the others when the visitor changes category (the home page's card).
 * Name every client island rendered inside; how to register a new one: docs/CLIENT-MESSAGES.md.
 */
export async function ClientIsland({
  islands,
  locale,
  unitsOf,
  unitNamesOf,
  children,
}: {
  islands: readonly IslandName[];
  locale?: Locale;
  unitsOf?: CategoryId;
  unitNamesOf?: CategoryId;
  children: ReactNode;
}) {
  const all = (await getMessages(locale === undefined ? undefined : { locale })) as AbstractIntlMessages;
  const picked = pickNamespaces(all, islandNamespaces(islands));
  const named = unitNamesOf === undefined ? picked : narrowUnitNames(picked, unitNamesOf);
  const messages = unitsOf === undefined ? named : narrowToCategory(named, unitsOf);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
