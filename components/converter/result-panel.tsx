'use client';

import { useTranslations } from 'next-intl';
import type { ConverterView } from '@/lib/converter';
import { cn } from '@/components/ui/cn';

/** The panel's colours and weight in each of its states (an error is never shown while loading). */
const tones = {
  result: 'border-brand-100 bg-brand-50 font-semibold text-slate-900',
  loading: 'border-brand-100 bg-brand-50 font-normal text-slate-700',
  error: 'border-red-300 bg-red-50 font-semibold text-red-800',
} as const;

/**
 * The live result: "5 cm = 1.968504 in", an error in red, or nothing. A polite status region, so
 * screen readers hear each new result without losing their place.
 */
export function ResultPanel({ id, view, loading }: { id: string; view: ConverterView; loading: boolean }) {
  const t = useTranslations('Converter');
  const error = !loading && view.state === 'error';
  let text = '';
  // Under the answer: its reading with the other meaning of an ambiguous unit, or a size's "between" note.
  let notes: string[] = [];
  if (loading) text = t('loadingRates');
  else if (view.state === 'result') {
    text = view.exact ? t('exactLine', { line: view.line }) : view.line;
    notes = view.others.map((line) => t('otherMeaning', { line }));
    if (view.between !== undefined) notes.push(t(view.between.key, view.between.values));
  } else if (view.state === 'error') {
    const { message } = view;
    text = 'values' in message ? t(`errors.${message.key}`, message.values) : t(`errors.${message.key}`);
  }
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-16 items-center rounded-lg border px-4 py-3 text-lg break-words sm:text-xl',
        tones[error ? 'error' : loading ? 'loading' : 'result'],
      )}
    >
      <div className="min-w-0">
        <p>{text}</p>
        {notes.length > 0 && <p className="mt-1 text-base font-normal text-slate-700">{notes.join(' · ')}</p>}
      </div>
    </div>
  );
}
