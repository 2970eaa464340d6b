import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Pair } from '@/lib/units';

type PairTranslator = (key: string, values?: Record<string, string>) => string;

/** A pair's title and description translator; keys come from the pair catalogue (checked by tests). */
export async function pairText(locale: Locale) {
  const t = (await getTranslations({ locale, namespace: 'PairContent' })) as unknown as PairTranslator;
  return {
    title: (pair: Pair) => t(`${pair.category}.${pair.slug}.title`),
    description: (pair: Pair, values: Record<string, string>) => t(`${pair.category}.${pair.slug}.description`, values),
  };
}
