'use client';

import { useTranslations } from 'next-intl';
import { RatesNote } from '@/components/currency/rates-note';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import { Card } from '@/components/ui/card';
import type { UnitPair } from '@/lib/converter';
import { getCategory, type CategoryId } from '@/lib/units';
import { cn } from '@/lib/utils/cn';
import { ConverterForm } from './converter-form';

export interface ConverterCardProps {
  /** A category id; anything else shows "Category not found" inside the card (ids come from URLs). */
  category: string;
  /** Units the page is about (pair pages, the widget); ignored when not units of the category. */
  from?: string;
  to?: string;
  /** Told whenever the units change (the category page keeps its table and formula in step). */
  onUnitsChange?: (units: UnitPair) => void;
  className?: string;
}

/**
 * Currency waits for the day's rates, then converts even if fetching them failed (rate 1). The
 * result panel says it is loading meanwhile; the note with the rates' date follows once they are in.
 */
function CurrencyConverterForm(props: { from?: string; to?: string; onUnitsChange?: (units: UnitPair) => void }) {
  const { rates, lastUpdated, isLoading } = useCurrencyRates();
  return (
    <ConverterForm
      category="currency"
      {...props}
      rates={rates}
      loading={isLoading}
      footer={isLoading ? null : <RatesNote lastUpdated={lastUpdated} />}
    />
  );
}

/**
 * The converter card of the home, category and pair pages and of the embeddable widget: a value,
 * from and to unit selects, swap, a live result, copy, and quick presets for some categories.
 * Self-contained: it needs only the site's message provider.
 */
export function ConverterCard({ category, from, to, onUnitsChange, className }: ConverterCardProps) {
  const t = useTranslations('Converter');
  const categoryNames = useTranslations('CategoryNames');
  const found = getCategory(category);
  const id: CategoryId | undefined = found?.id;
  return (
    <Card className={cn('p-4 sm:p-6', className)}>
      <section aria-label={id === undefined ? t('categoryNotFound') : t('label', { category: categoryNames(id) })}>
        {id === undefined ? (
          <p role="status" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {t('categoryNotFound')}
          </p>
        ) : id === 'currency' ? (
          <CurrencyConverterForm key={`${from}:${to}`} from={from} to={to} onUnitsChange={onUnitsChange} />
        ) : (
          <ConverterForm key={`${id}:${from}:${to}`} category={id} from={from} to={to} onUnitsChange={onUnitsChange} />
        )}
      </section>
    </Card>
  );
}
