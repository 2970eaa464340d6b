import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { converterView } from '@/lib/converter/result';
import { formulaExpression, formulaOf, formulaUnitOf, workedExample } from '@/lib/converter/panels';
import { formatConstant } from '@/lib/format/number';
import { inSentence } from '@/lib/format/in-sentence';
import { getCategory, type CategoryId } from '@/lib/units/catalogue';
import type { Rates } from '@/lib/units/currency';
import { useUnitNames } from './use-unit-names';

export interface FormulaPanelProps {
  category: CategoryId;
  from: string;
  to: string;
  /** Currency: the day's rates (lib/units/currency). */
  rates?: Rates;
  /** Currency: the rates are still on their way ("Loading exchange rates…"). */
  loading?: boolean;
}

function FormulaBody({ category, from, to, rates, loading = false }: FormulaPanelProps) {
  const t = useTranslations('FormulaPanel');
  const locale = useLocale();
  const names = useUnitNames(category);
  const titleId = useId();
  const kind = getCategory(category).kind;
  const formula = loading ? undefined : formulaOf(category, from, to, rates);
  const expression =
    formula === undefined
      ? null
      : formulaExpression(
          formula,
          // A compound unit's value is counted in its larger part: "ft = cm ÷ 30.48", then split.
          { from: names.symbol(formulaUnitOf(category, from)), to: names.symbol(formulaUnitOf(category, to)) },
          (n) => formatConstant(n, locale),
        );
  const one = converterView({ category, from, to, input: '1', locale, rates });
  const example = loading ? undefined : workedExample(category, from, to, locale, rates);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('title', {
          // The category's kind: French writes "du binaire" but "des centimètres".
          grammar: kind,
          from: inSentence(names.name(from), locale, category),
          to: inSentence(names.name(to), locale, category),
        })}
      </h2>
      <p className="mt-2 text-slate-700">{t(`kinds.${kind}`)}</p>
      {loading ? (
        <p role="status" className="mt-4 text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <dl className="mt-4 grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-x-6">
          {formula === undefined ? null : (
            <>
              <dt className="font-medium text-slate-700">{t('formula')}</dt>
              <dd className="font-mono text-slate-900">
                {formula.kind === 'bases' ? t('bases', { from: formula.fromRadix, to: formula.toRadix }) : expression}
              </dd>
            </>
          )}
          {category !== 'numeric' && one.state === 'result' ? (
            <>
              <dt className="font-medium text-slate-700">{t('oneUnit')}</dt>
              <dd className="text-slate-900 tabular-nums">{one.line}</dd>
            </>
          ) : null}
          {example ? (
            <>
              <dt className="font-medium text-slate-700">{t('example')}</dt>
              <dd className="text-slate-900 tabular-nums">{example.line}</dd>
            </>
          ) : null}
        </dl>
      )}
    </section>
  );
}

/**
 * How to convert between two units: the rule of the category, the formula with its constants,
 * and a worked example, all computed by the engine at render time so they agree with the converter.
 * Renders on the server and in the browser alike, like ConversionTable (see there).
 */
export function FormulaPanel(props: FormulaPanelProps) {
  if (getCategory(props.category) === undefined) return null;
  return <FormulaBody {...props} />;
}
