import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { categoryIds, type CategoryId } from '@/lib/units';

/**
 * Side navigation of every category; the current one is marked for assistive technology too. Names
 * only, no pictograms: every pair page carries this list twice (markup and RSC payload), and its
 * thirty-one icons were a large share of the page's HTML (docs/PERFORMANCE.md); the home page's
 * category grid keeps them.
 */
export function CategoryNav({ current }: { current: CategoryId }) {
  const t = useTranslations('Category');
  const names = useTranslations('CategoryNames');
  return (
    <nav aria-label={t('navTitle')} className="sidebar-nav">
      <h2 className="sidebar-title">{t('navTitle')}</h2>
      <ul className="sidebar-list">
        {categoryIds.map((id) => (
          <li key={id}>
            {/* No aria-current={undefined} on the others: the payload would carry "$undefined" fifteen times. */}
            <Link href={`/category/${id}`} {...(id === current ? { 'aria-current': 'page' } : {})}>
              {names(id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
