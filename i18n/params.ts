import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from './routing';
import type { Locale } from './locales';

export type LocaleParams = { params: Promise<{ locale: string }> };

/** Resolves the [locale] segment for a statically rendered page; an unknown one is a 404. */
export async function resolveLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export function localeStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}
