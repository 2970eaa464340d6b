import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { categoryIds, type CategoryId } from '@/lib/units';
import { CategoryIcon } from './category-icon';

/** Side navigation of every category; the current one is marked for assistive technology too. */
export function CategoryNav({ current }: { current: CategoryId }) {
  const t = useTranslations('Category');
  const names = useTranslations('CategoryNames');
  return (
    <nav aria-label={t('navTitle')} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <h2 className="px-2 pb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">{t('navTitle')}</h2>
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
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
