import { useTranslations } from 'next-intl';
import { Apple, Braces, ChefHat, Code, Sheet } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';
import { tools } from '@/lib/site/links';

const icons = { 'chef-hat': ChefHat, apple: Apple, sheet: Sheet, braces: Braces, code: Code } as const;

/** The five tool cards of /tools; each card is one link named by the tool. */
export function ToolGrid() {
  const names = useTranslations('ToolNames');
  const t = useTranslations('Tools');
  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {tools.map((tool) => {
        const Icon = icons[tool.icon];
        return (
          <li key={tool.key}>
            <Link
              href={tool.href}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow"
            >
              <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
              <h2 className="mt-3 text-lg font-semibold">{names(tool.key)}</h2>
              <p className="mt-1 flex-1 text-sm text-slate-700">{t(`cards.${tool.key}`)}</p>
              <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                {t('open')} →
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
