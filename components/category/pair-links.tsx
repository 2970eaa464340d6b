import { useLocale, useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useUnitNames } from '@/components/converter/use-unit-names';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { sentenceNames } from '@/lib/format/sentence-names';
import { pairsOf, type CategoryId } from '@/lib/units';

/** How many pair pages a category page links to. */
const CATEGORY_PAIR_LINKS = 8;

/** A pair's link text in sentence case: "Centímetros a pulgadas", "Centimeter til tommer". */
export function pairWords(from: string, to: string, category: CategoryId, locale: Locale): { from: string; to: string } {
  const words = sentenceNames(from, to, category, locale);
  return { from: words.fromStart, to: words.toName };
}

/** Links to the category's pair pages (/convert/{category}/{slug}), most popular first. */
export function PairLinks({ category }: { category: CategoryId }) {
  const t = useTranslations('Category');
  const pairT = useTranslations('PopularPairs');
  const names = useUnitNames(category);
  const locale = useLocale() as Locale;
  const pairs = pairsOf(category).slice(0, CATEGORY_PAIR_LINKS);
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby="pair-links-title">
      <h2 id="pair-links-title" className="text-lg font-semibold text-slate-900">
        {t('pairsTitle')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {pairs.map((pair) => (
          <li key={pair.id}>
            <Link href={`/convert/${pair.category}/${pair.slug}`} className="link-card">
              {pairT('pair', pairWords(names.name(pair.from), names.name(pair.to), category, locale))}
              <SpriteIcon name="arrow-right" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
