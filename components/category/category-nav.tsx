import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { categoryIds, type CategoryId } from '@/lib/units';
import { CategoryIcon } from './category-icon';

/** Side navigation of every category; the current one is marked for assistive technology too. */
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
            <Link href={`/category/${id}`} {...(id === current ? { 'aria-current': 'page' } : {})} className="sidebar-link">
              <CategoryIcon category={id} />
              {names(id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
