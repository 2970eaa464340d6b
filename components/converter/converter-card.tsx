'use client';

import { lazy, memo, Suspense } from 'react';
import type { InitialView, UnitPair } from '@/lib/converter';
import type { CardUnits } from '@/lib/converter/card-units';
import { CardFrame } from './card-frame';
import { ConverterForm, type ConverterFormProps } from './converter-form';

export interface ConverterCardProps {
  /**
   * The category and its units (lib/converter/card-units.ts: built by the server page, or by the home
   * page's converter when the visitor picks another category); undefined shows "Category not found".
   */
  units: CardUnits | undefined;
  /** Units the page is about (pair pages); ignored when not units of the category. */
  from?: string;
  to?: string;
  /** Told whenever the units change (the category page keeps its table and formula in step). */
  onUnitsChange?: (units: UnitPair) => void;
  /** Conversions go to the visitor's history and the card offers "Add to favourites". */
  keepsHistory?: boolean;
  /** The value and units go into the page's address, and the card offers "Copy link" (category and pair pages only). */
  sharesAddress?: boolean;
  /** Start from this value instead of 1 (some pair pages). */
  startValue?: string;
  /**
   * The server's answer for the card's start (lib/converter/initial-view.ts): the browser needs no
   * conversion engine until the card asks something else.
   */
  initial?: InitialView;
  className?: string;
}

/*
 * Currency's form is loaded on its own, so other categories' cards never download the rates hook and
 * the rates note. React.lazy rather than next/dynamic, whose loader would add its own code to every
 * page: the server renders the form in full, and the browser hydrates it once its chunk is in (until
 * then the server's HTML stays).
 */
const CurrencyConverterForm = lazy(() =>
  import('./currency-converter-form').then((module) => ({ default: module.CurrencyConverterForm<ConverterFormProps> })),
);

/**
 * The converter card of the home, category and pair pages: a value, from and to unit selects, swap,
 * a live result in the visitor's format, copy (and copy link), favourites, and quick presets for some
 * categories. Self-contained: it needs only the site's message provider. The embedded widget has
 * its own, lighter card (./compact-converter-card.tsx). Memoised: a page that re-renders with the same
 * props (the category page, once hydrated) must not update currency's form before its chunk is in,
 * or React renders that form anew and drops what the visitor typed into the server's.
 */
export const ConverterCard = memo(function ConverterCard({
  units,
  from,
  to,
  onUnitsChange,
  keepsHistory = true,
  sharesAddress = false,
  startValue,
  initial,
  className,
}: ConverterCardProps) {
  const form = { from, to, onUnitsChange, keepsHistory, sharesAddress, startValue };
  return (
    <CardFrame category={units?.category} className={className}>
      {units === undefined ? null : units.category === 'currency' ? (
        <Suspense fallback={null}>
          <CurrencyConverterForm key={`${from}:${to}`} form={ConverterForm} units={units} {...form} />
        </Suspense>
      ) : (
        <ConverterForm key={`${units.category}:${from}:${to}`} units={units} initial={initial} {...form} />
      )}
    </CardFrame>
  );
});
