import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';
import { pairPath } from '@/lib/content';
import { reverseOf, sameUnitPairs, unitSymbol, type Pair } from '@/lib/units';
import type { Translate } from './pair-words';

interface SameUnitLinksProps {
  readonly locale: Locale;
  readonly pair: Pair;
  readonly title: (pair: Pair) => string;
  readonly names: Record<string, string>;
}

function LinkList({ pairs, locale, title }: { pairs: readonly Pair[]; locale: Locale; title: (pair: Pair) => string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {pairs.map((pair) => (
        <li key={pair.id}>
          {/* Plain links: dozens of them, rendered on the server and never prefetched. */}
          <a href={localizedPath(locale, pairPath(pair))} className="text-link">
            {title(pair)}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The reverse pair, then every other pair from this pair's first unit and to its second. */
export async function SameUnitLinks({ locale, pair, title, names }: SameUnitLinksProps) {
  const t = (await getTranslations({ locale, namespace: 'PairGuide' })) as unknown as Translate;
  const { fromSame, toSame } = sameUnitPairs(pair);
  // Dozens of links: the reverse by its title, the others by their symbols ("cm to mm") under a heading naming the unit.
  const short = (other: Pair) =>
    t('indexLink', { fromSymbol: unitSymbol(other.category, other.from, locale), toSymbol: unitSymbol(other.category, other.to, locale) });
  const groups = [
    { id: 'pair-reverse', heading: t('reverseTitle'), pairs: [reverseOf(pair)], text: title },
    { id: 'pair-from-same', heading: t('fromSameTitle', names), pairs: fromSame, text: short },
    { id: 'pair-to-same', heading: t('toSameTitle', names), pairs: toSame, text: short },
  ].filter((group) => group.pairs.length > 0);
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="flex flex-col gap-3">
          <h2 id={group.id} className="text-xl font-semibold text-slate-900">
            {group.heading}
          </h2>
          <LinkList pairs={group.pairs} locale={locale} title={group.text} />
        </section>
      ))}
    </>
  );
}
