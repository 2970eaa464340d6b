import { useLocale, useTranslations } from 'next-intl';
import { useUnitNames } from '@/components/converter/use-unit-names';
import { pairWords } from '@/components/category/pair-links';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { converterView } from '@/lib/converter/result';
import { popularPairs, type Pair } from '@/lib/units';

function PairCard({ pair }: { pair: Pair }) {
  const t = useTranslations('PopularPairs');
  const locale = useLocale();
  const names = useUnitNames(pair.category);
  // Exchange rates change daily and this page is pre-rendered: no frozen rate on the card.
  const one = pair.category === 'currency' ? undefined : converterView({ ...pair, input: '1', locale });
  return (
    <Link
      href={`/convert/${pair.category}/${pair.slug}`}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow"
    >
      <span className="font-semibold text-slate-900">
        {t('pair', pairWords(names.name(pair.from), names.name(pair.to), pair.category, locale as Locale))}
      </span>
      <span className="mt-1 text-sm text-slate-600 tabular-nums">{one?.state === 'result' ? one.line : t('dailyRate')}</span>
    </Link>
  );
}

/** The first eight popular pairs, each a card linking to its pair page. */
export function PopularPairs() {
  const t = useTranslations('PopularPairs');
  return (
    <section aria-labelledby="popular-pairs-title" className="py-10">
      <h2 id="popular-pairs-title" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {popularPairs().map((pair) => (
          <li key={pair.id}>
            <PairCard pair={pair} />
          </li>
        ))}
      </ul>
    </section>
  );
}
