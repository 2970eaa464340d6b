import { useTranslations } from 'next-intl';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useUnitNames } from '@/components/converter/use-unit-names';
import { Link } from '@/i18n/navigation';
import { pairsOf, type CategoryId } from '@/lib/units';

/** How many pair pages a category page links to. */
export const CATEGORY_PAIR_LINKS = 8;

/** Links to the category's pair pages (/convert/{category}/{slug}), most popular first. */
export function PairLinks({ category }: { category: CategoryId }) {
  const t = useTranslations('Category');
  const pairT = useTranslations('PopularPairs');
  const names = useUnitNames(category);
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
              {pairT('pair', { from: names.name(pair.from), to: names.name(pair.to) })}
              <SpriteIcon name="arrow-right" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
