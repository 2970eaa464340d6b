import { getTranslations } from 'next-intl/server';
import { unitNamer } from '@/components/pairs/pair-title';
import type { Translate } from '@/components/pairs/pair-words';
import type { Locale } from '@/i18n/locales';
import { pairPath } from '@/lib/content';
import { localizedPath } from '@/i18n/locale-path';
import { allPairsOf, pairUnitsOf, unitSymbol, type CategoryId } from '@/lib/units';
import { escapeAttribute } from '@/lib/widget';

/**
 * Every pair page of the category, grouped by the unit converted from. Plain server-rendered links
 * with short texts ("cm to in"): a category can have hundreds, and they must cost no script. Each
 * group's links are written as markup, so hydration meets one element, not a fiber per link; and
 * as a run of links under the group's heading rather than a list item each, which halves the
 * elements the browser styles and lays out as the page arrives.
 */
export async function CategoryPairIndex({ locale, category }: { locale: Locale; category: CategoryId }) {
  const t = (await getTranslations({ locale, namespace: 'PairGuide' })) as unknown as Translate;
  const name = await unitNamer(locale);
  const symbol = (unit: string) => unitSymbol(category, unit, locale);
  const pairs = allPairsOf(category);
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby="pair-index" className="flex flex-col gap-4">
      <h2 id="pair-index" className="text-xl font-semibold text-slate-900">
        {t('indexTitle')}
      </h2>
      {pairUnitsOf(category).map((from) => (
        <div key={from}>
          <h3 className="font-semibold text-slate-900">{`${name(category, from)} (${symbol(from)})`}</h3>
          <p
            className="text-links mt-1"
            dangerouslySetInnerHTML={{
              __html: pairs
                .filter((pair) => pair.from === from)
                .map((pair) => {
                  const href = escapeAttribute(localizedPath(locale, pairPath(pair)));
                  const text = escapeAttribute(t('indexLink', { fromSymbol: symbol(pair.from), toSymbol: symbol(pair.to) }));
                  return `<a href="${href}">${text}</a>`;
                })
                .join(' '),
            }}
          />
        </div>
      ))}
    </section>
  );
}
