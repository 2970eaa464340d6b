'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Conversion, RecentConversion } from '@/lib/history/entries';
import { converterHref, symbolOf } from '@/lib/quick/links';
import { clearHistory } from './use-history';

const listClass = 'mt-3 flex flex-wrap gap-2';
const linkClass =
  'inline-flex min-h-10 items-center rounded-md border border-slate-200 bg-white px-3 text-sm text-brand-800 hover:border-brand-300 hover:bg-brand-50';

const hrefOf = (entry: Conversion) => converterHref(entry.category, entry.from, entry.to, entry.value);

/**
 * The home page's "Your favourites" and "Recent conversions" lists, each entry linking to its
 * converter with its value (HistorySections loads this module when there is something to list);
 * a section with nothing in it is left out.
 */
export function HistoryLists({ favourites, recent }: { favourites: readonly Conversion[]; recent: readonly RecentConversion[] }) {
  const t = useTranslations('Favourites');
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      {favourites.length > 0 ? (
        <section aria-labelledby="favourites-heading">
          <h2 id="favourites-heading" className="text-xl font-semibold text-slate-900">
            {t('favouritesTitle')}
          </h2>
          <ul className={listClass}>
            {favourites.map((entry) => (
              <li key={`${entry.category}/${entry.from}/${entry.to}`}>
                <Link href={hrefOf(entry)} className={linkClass}>
                  {t('item', { value: entry.value, from: symbolOf(entry.category, entry.from), to: symbolOf(entry.category, entry.to) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section aria-labelledby="recent-heading">
          <h2 id="recent-heading" className="text-xl font-semibold text-slate-900">
            {t('recentTitle')}
          </h2>
          <ul className={listClass}>
            {recent.map((entry) => (
              <li key={`${entry.category}/${entry.from}/${entry.to}/${entry.value}`}>
                <Link href={hrefOf(entry)} className={linkClass}>
                  {t('recentItem', {
                    value: entry.value,
                    from: symbolOf(entry.category, entry.from),
                    result: entry.result,
                    to: symbolOf(entry.category, entry.to),
                  })}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void clearHistory()}
            className="mt-3 inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('clearHistory')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
