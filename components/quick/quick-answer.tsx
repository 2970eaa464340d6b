'use client';

import { useTranslations } from 'next-intl';
import { use } from 'react';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import type { QuickConversion, QuickFailure } from '@/lib/quick/types';
import { converterHref, INGREDIENT_HREF } from '@/lib/quick/links';
import { writtenWithUnit } from '@/lib/quick/written';
import type { CustomUnit } from '@/lib/custom-units/types';
import { unitSymbol } from '@/lib/units/symbols';
import { inSentence } from '@/lib/format/in-sentence';
import { fillTemplate } from '@/lib/format/template';
import { lazyMessages } from '@/i18n/lazy-messages';
import type { CategoryId } from '@/lib/units';
import type AnswerMessages from './answer-messages/en.json';
import { incompatibleLine, line, withUnit } from './answer-line';

/*
 * The answer's own messages (QuickAnswer, UnitNames) are not in the page: they come with this view,
 * in a file per language (scripts/lazy-messages.ts), so a page with the box sends the browser only
 * the empty box's words.
 */
const answerMessages = lazyMessages<typeof AnswerMessages>({
  en: () => import('./answer-messages/en.json'),
  es: () => import('./answer-messages/es.json'),
  de: () => import('./answer-messages/de.json'),
  fr: () => import('./answer-messages/fr.json'),
  no: () => import('./answer-messages/no.json'),
});

const MAX_QUERY_LENGTH = 200;

function Failure({ failure, locale, texts }: { failure: QuickFailure; locale: Locale; texts: typeof AnswerMessages }) {
  const t = texts.QuickAnswer;
  const names: Readonly<Record<string, Readonly<Record<string, string>> | undefined>> = texts.UnitNames;
  const nameOf = (ref: { category: CategoryId; unit: string }) =>
    inSentence(names[ref.category]?.[ref.unit] ?? unitSymbol(ref.category, ref.unit, locale), locale, ref.category);
  switch (failure.error) {
    case 'TOO_LONG':
      return <p>{fillTemplate(t.tooLong, { max: MAX_QUERY_LENGTH })}</p>;
    case 'INCOMPATIBLE':
      return failure.from !== undefined && failure.to !== undefined ? (
        <p>{incompatibleLine(t.incompatible, t.measures, nameOf, failure.from, failure.to, locale)}</p>
      ) : (
        <p>{t.unreadable}</p>
      );
    case 'UNKNOWN_INGREDIENT':
      return <p>{fillTemplate(t.unknownIngredient, { ingredient: failure.ingredient ?? '' })}</p>;
    case 'INVALID_VALUE':
      return <p>{t.invalidValue}</p>;
    case 'RATES_MISSING':
      return <p>{t.ratesMissing}</p>;
    case 'EMPTY':
      return null;
    default:
      return <p>{t.unreadable}</p>;
  }
}

/** What the live region says: the answer with its link and other readings, or why there is none. */
export function QuickAnswerView({
  conversion,
  locale,
  defined = [],
}: {
  conversion: QuickConversion;
  locale: Locale;
  /** Units of the visitor's own the answer may name. */
  defined?: readonly CustomUnit[];
}) {
  const link = useTranslations('QuickConvert');
  const texts = use(answerMessages(locale));
  if (!conversion.ok) return texts === null ? null : <Failure failure={conversion} locale={locale} texts={texts} />;
  const { reading, answers } = conversion;
  const [main, ...rest] = answers;
  if (main === undefined) return null;
  const ingredient = reading.ingredient;
  const toCategory = ingredient?.toCategory ?? reading.category;
  const href = ingredient === undefined ? converterHref(reading.category, main.from, main.to, main.value) : INGREDIENT_HREF;
  const alternatives = rest.filter((answer) => answer.kind === 'alternative');
  const suggestions = rest.filter((answer) => answer.kind === 'suggestion');
  return (
    <div className="flex flex-col gap-1">
      <p className="text-lg font-semibold text-slate-900">
        {line(
          main,
          locale,
          toCategory,
          defined,
          ingredient === undefined || texts === null ? undefined : { text: ingredient.written, words: texts.RecipeConverter.units },
          texts?.RecipeConverter.units,
        )}
      </p>
      {main.between !== undefined && texts !== null ? (
        <p className="text-sm text-slate-700">
          {fillTemplate(texts.Converter.betweenSizes, {
            lower: writtenWithUnit(main.between.lower, main.category, main.from, locale),
            upper: writtenWithUnit(main.between.upper, main.category, main.from, locale),
            nearest: writtenWithUnit(main.result, toCategory, main.to, locale, main.formatted),
          })}
        </p>
      ) : null}
      {alternatives.length > 0 && texts !== null ? (
        <p className="text-sm text-slate-700">
          {texts.QuickAnswer.alternatives}:{' '}
          {alternatives.map((answer) => line(answer, locale, toCategory, defined, undefined, texts.RecipeConverter.units)).join(' · ')}
        </p>
      ) : null}
      {suggestions.length > 0 && texts !== null ? (
        <p className="text-sm text-slate-700">
          {texts.QuickAnswer.also}:{' '}
          {suggestions.map((answer) => withUnit(answer.result, toCategory, answer.to, locale, defined, answer.formatted)).join(' · ')}
        </p>
      ) : null}
      <p>
        <Link href={href} className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {link('openConverter')}
        </Link>
      </p>
    </div>
  );
}
