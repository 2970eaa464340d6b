import { useTranslations } from 'next-intl';
import { CategoryIcon } from '@/components/category/category-icon';
import { Link } from '@/i18n/navigation';
import { categoryIds, unitCount } from '@/lib/units';

/** Every category with its number of units, each a link to its converter page. */
export function CategoryGrid() {
  const t = useTranslations('CategoryGrid');
  const names = useTranslations('CategoryNames');
  return (
    <section aria-labelledby="category-grid-title" className="py-10">
      <h2 id="category-grid-title" className="text-2xl font-bold text-slate-900">
        {t('title')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {categoryIds.map((id) => (
          <li key={id}>
            <Link
              href={`/category/${id}`}
              className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow"
            >
              <CategoryIcon category={id} className="h-7 w-7 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-slate-900">{names(id)}</span>
                <span className="block text-sm text-slate-600">{t('units', { count: unitCount(id) })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
