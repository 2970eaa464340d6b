'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import type { InitialView, UnitPair } from '@/lib/converter';
import { getCategory, type CategoryId } from '@/lib/units/catalogue';
import { ConverterForm } from './converter-form';

export interface ConverterCardProps {
  /** A category id; anything else shows "Category not found" inside the card (ids come from URLs). */
  category: string;
  /** Units the page is about (pair pages, the widget); ignored when not units of the category. */
  from?: string;
  to?: string;
  /** Told whenever the units change (the category page keeps its table and formula in step). */
  onUnitsChange?: (units: UnitPair) => void;
  /** Conversions go to the visitor's history and the card offers "Add to favourites" (not in the embedded widget). */
  keepsHistory?: boolean;
  /**
   * The embedded widget's frame (300x250 at the smallest) has no room for Format and Precision, so
   * it leaves them out and answers in the visitor's remembered format (automatic by default).
   */
  compact?: boolean;
  /** The value and units go into the page's address, and the card offers "Copy link" (category and pair pages only). */
  sharesAddress?: boolean;
  /** Start from this value instead of 1 (some pair pages). */
  startValue?: string;
  /**
   * The server's answer for the card's start (lib/converter/initial-view.ts): the browser needs no
   * conversion engine until the card asks something else.
   */
  initial?: InitialView;
  /** No frame (border, shadow-sm) and a narrow padding: the embedded widget, whose host page frames it. */
  frameless?: boolean;
  className?: string;
}

/*
 * Currency's form is loaded on its own, so other categories' cards (and the embeddable widget) never
 * download the rates hook and the rates note. React.lazy rather than next/dynamic, whose loader would
 * add some 2 KB to every page: the server renders the form in full, and the browser hydrates it once
 * its chunk is in (until then the server's HTML stays).
 */
const CurrencyConverterForm = lazy(() => import('./currency-converter-form').then((module) => ({ default: module.CurrencyConverterForm })));

/**
 * The converter card of the home, category and pair pages and of the embeddable widget: a value,
 * from and to unit selects, swap, a live result, copy, and quick presets for some categories.
 * Self-contained: it needs only the site's message provider.
 */
export function ConverterCard({
  category,
  from,
  to,
  onUnitsChange,
  keepsHistory = true,
  compact = false,
  sharesAddress = false,
  startValue,
  initial,
  frameless = false,
  className,
}: ConverterCardProps) {
  const t = useTranslations('Converter');
  const categoryNames = useTranslations('CategoryNames');
  const found = getCategory(category);
  const id: CategoryId | undefined = found?.id;
  const form = { from, to, onUnitsChange, keepsHistory, compact, sharesAddress, startValue };
  return (
    <Card variant={frameless ? 'frameless' : 'converter'} className={className}>
      <section aria-label={id === undefined ? t('categoryNotFound') : t('label', { category: categoryNames(id) })}>
        {id === undefined ? (
          <p role="status" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {t('categoryNotFound')}
          </p>
        ) : id === 'currency' ? (
          <Suspense fallback={null}>
            <CurrencyConverterForm key={`${from}:${to}`} {...form} />
          </Suspense>
        ) : (
          <ConverterForm key={`${id}:${from}:${to}`} category={id} initial={initial} {...form} />
        )}
      </section>
    </Card>
  );
}
