import { createTranslator } from 'next-intl';
import { pairGuideWords, pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { intlLocale } from '@/i18n/languages';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { allPairs, unitSymbol } from '@/lib/units';
import { currencyName } from '@/lib/units/currency-name';
import { placeholdersOf } from '../../support/icu-placeholders';
import { locales, messages, type Locale } from '../../support/messages';

export { locales, messages, placeholdersOf, type Locale };

type Tree = { readonly [key: string]: string | Tree };

/** The message at a dotted path of a namespace, or undefined. */
export function messageAt(locale: Locale, namespace: string, path: string): string | undefined {
  let node: string | Tree | undefined = (messages[locale] as unknown as Tree)[namespace];
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The keys directly below a dotted path of a namespace. */
export function keysAt(locale: Locale, namespace: string, path: string): string[] {
  let node: string | Tree | undefined = (messages[locale] as unknown as Tree)[namespace];
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'object' ? Object.keys(node) : [];
}

/** The message rendered as next-intl renders it on the page. */
export function render(locale: Locale, namespace: string, path: string, values: Record<string, string>): string {
  const t = createTranslator({ locale, messages: messages[locale], namespace: namespace as never }) as unknown as (
    key: string,
    values: Record<string, string>,
  ) => string;
  return t(path, values);
}

/*
 * Unit names that contain digits and are not numbers a writer computed: "L/100 km" and consumption
 * "per 100 km". Everything else in a content message that is a digit must come from a placeholder.
 */
const NAMES_WITH_DIGITS = [/L\/100\s?km/g, /\b100\s?km\b/g, /\b16\s?px\b/g];

/** The digits a message types by hand, outside placeholders and unit names. */
export function typedDigits(message: string): string[] {
  let text = message.replace(/\{\w+/g, ''); // argument names, plural selectors included
  for (const name of NAMES_WITH_DIGITS) text = text.replace(name, '');
  return text.match(/[0-9]+/g) ?? [];
}

/** A pair page's generated words in a locale (title, description, FAQ, direction), as components/pairs/pair-title.ts renders them. */
export function pairPageWords(locale: Locale, id: string) {
  const pair = allPairs().find((candidate) => candidate.id === id)!;
  const t = (namespace: string) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as never }) as unknown as Translate;
  const units = t('UnitNames');
  const name = (unit: string) =>
    pair.category === 'currency'
      ? currencyName(intlLocale[locale], unitSymbol('currency', unit, locale))
      : units(`${pair.category}.${unit}`);
  return pairGuideWords(pair, pairGuideOf(pair, locale), pairNameValues(pair, name, locale), t('PairGuide'));
}
