'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import type { Conversion, StoredConversion, StoredRecent } from '@/lib/converter/history-entries';
import { isKnown, knownConversions } from '@/lib/converter/history-known';
import type { Locale } from '@/i18n/locales';
import { converterHref } from '@/lib/quick/links';
import type { CategoryId } from '@/lib/units/catalogue';
import { compoundPartsOf } from '@/lib/units/compound';
import { unitSymbol } from '@/lib/units/symbols';
import { clearHistory, keepOnlyHistory } from './use-history';

const listClass = 'mt-3 flex flex-wrap gap-2';
const linkClass =
  'inline-flex min-h-10 items-center rounded-md border border-slate-200 bg-white px-3 text-sm text-brand-800 hover:border-brand-300 hover:bg-brand-50';

/**
 * The symbol after a stored amount in the page's language ("km/t"); none after an amount written in
 * its parts ("5 ft 8 in"), which names its units, and none after a compound result (stored in parts).
 */
function symbolAfter(value: string, category: CategoryId, unit: string, locale: Locale): string {
  if (compoundPartsOf(category, unit) !== undefined && (value === '' || /[\p{L}'"]/u.test(value))) return '';
  return unitSymbol(category, unit, locale);
}

/** A message with an empty symbol in it, without the double space. */
const spaced = (text: string) => text.replace(/\s{2,}/g, ' ').trim();

const hrefOf = (entry: Conversion) => converterHref(entry.category, entry.from, entry.to, entry.value);

/** One titled list of conversions, each a link to its converter; `children` follow the list. */
function ConversionList({
  id,
  title,
  links,
  children,
}: {
  id: string;
  title: string;
  links: readonly { key: string; href: string; text: string }[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <ul className={listClass}>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className={linkClass}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}

/**
 * The home page's "Your favourites" and "Recent conversions" lists, each entry linking to its
 * converter with its value (HistorySections loads this module when there is something stored);
 * only conversions the site knows are listed (lib/converter/history-known.ts) and kept, and a section with
 * nothing in it is left out.
 */
export function HistoryLists({
  favourites: storedFavourites,
  recent: storedRecent,
}: {
  favourites: readonly StoredConversion[];
  recent: readonly StoredRecent[];
}) {
  const t = useTranslations('Favourites');
  const locale = useLocale() as Locale;
  const favourites = knownConversions(storedFavourites);
  const recent = knownConversions(storedRecent);
  const unknown = favourites.length < storedFavourites.length || recent.length < storedRecent.length;
  // What the site cannot show (edited storage, retired units) is forgotten here, where the catalogue
  // is loaded anyway: it would otherwise take places in the lists, and a retired favourite could
  // never be unstarred.
  useEffect(() => {
    if (unknown) void keepOnlyHistory(isKnown);
  }, [unknown]);
  if (favourites.length === 0 && recent.length === 0) return null;
  const symbols = (entry: Conversion) => ({
    from: symbolAfter(entry.value, entry.category, entry.from, locale),
    to: symbolAfter('', entry.category, entry.to, locale),
  });
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      {favourites.length > 0 ? (
        <ConversionList
          id="favourites-heading"
          title={t('favouritesTitle')}
          links={favourites.map((entry) => ({
            key: `${entry.category}/${entry.from}/${entry.to}`,
            href: hrefOf(entry),
            text: spaced(t('item', { value: entry.value, ...symbols(entry) })),
          }))}
        />
      ) : null}
      {recent.length > 0 ? (
        <ConversionList
          id="recent-heading"
          title={t('recentTitle')}
          links={recent.map((entry) => ({
            key: `${entry.category}/${entry.from}/${entry.to}/${entry.value}`,
            href: hrefOf(entry),
            text: spaced(t('recentItem', { value: entry.value, result: entry.result, ...symbols(entry) })),
          }))}
        >
          <button
            type="button"
            onClick={() => void clearHistory()}
            className="mt-3 inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('clearHistory')}
          </button>
        </ConversionList>
      ) : null}
    </div>
  );
}
