import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { typesetMessages } from '@/lib/format/typography';
import type { Locale } from './locales';
import { routing } from './routing';

type Messages = Record<string, unknown>;

// Each language's messages typeset once (lib/format/typography.ts: French spaces, number and unit
// kept together), then shared by every request in it.
const typeset = new Map<Locale, Promise<Messages>>();

function messagesOf(locale: Locale): Promise<Messages> {
  let messages = typeset.get(locale);
  if (messages === undefined) {
    messages = import(`../messages/${locale}.json`).then((file: { default: Messages }) => typesetMessages(file.default, locale));
    // In development a message file edited on disk is read again.
    if (process.env.NODE_ENV === 'production') typeset.set(locale, messages);
  }
  return messages;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: 'Europe/Oslo',
    messages: await messagesOf(locale),
  };
});
