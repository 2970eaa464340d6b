import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { labelColon, withUnit } from '@/lib/format/typography';
import { unitSymbol, type CategoryId } from '@/lib/units';
import { categoryText } from './category-text';

/**
 * What a category's units are and how they relate: its description, worked formulas and common
 * conversions, every number computed by the engine (lib/content).
 */
export async function CategoryGuide({ locale, category }: { locale: Locale; category: CategoryId }) {
  const text = await categoryText(locale, category);
  const t = await getTranslations({ locale, namespace: 'CategoryGuide' });
  const symbol = (unit: string) => unitSymbol(category, unit, locale);
  const titleId = `guide-${category}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div>
        <h2 id={titleId} className="text-xl font-semibold text-slate-900">
          {text.title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{text.description}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">{text.formulaTitle}</h3>
          <ul className="mt-3 flex flex-col gap-3">
            {text.examples.map((example) => (
              <li key={example.id} className="rounded-lg bg-slate-50 px-3 py-2">
                <p className="font-mono text-sm text-slate-900">{example.formula}</p>
                <p className="mt-1 text-sm text-slate-700 tabular-nums">{example.example}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('commonTitle')}</h3>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
            {text.content.common.map((row) => (
              <li
                key={`${row.from}-${row.fromUnit}-${row.toUnit}`}
                className="rounded-lg border border-slate-200 px-3 py-2 text-slate-900 tabular-nums"
              >
                {row.to === null
                  ? `${labelColon(`${withUnit(row.from, symbol(row.fromUnit))} → ${symbol(row.toUnit)}`, locale)} ${t('rateLive')}`
                  : `${withUnit(row.from, symbol(row.fromUnit))} = ${withUnit(row.to, symbol(row.toUnit))}`}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
