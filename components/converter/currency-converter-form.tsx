'use client';

import type { ComponentType, ReactNode } from 'react';
import { RatesNote } from '@/components/currency/rates-note';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import type { Rates } from '@/lib/units/currency';

/** What a converter form takes from CurrencyConverterForm. */
export interface RatedFormProps {
  rates?: Rates;
  /** The rates are still on their way, so there is no result to show yet. */
  loading?: boolean;
  /** Shown under the result: the rates' date. */
  footer?: ReactNode;
}

/**
 * Currency waits for the day's rates, then converts even if fetching them failed (rate 1). The
 * result panel says it is loading meanwhile; the note with the rates' date follows once they are in.
 * Wraps either card's form (`form`: the full ConverterForm or the widget's CompactConverterForm),
 * so neither imports the rates hook: cards load this module only for currency.
 */
export function CurrencyConverterForm<P extends RatedFormProps>({
  form: Form,
  ...props
}: { form: ComponentType<P> } & Omit<P, keyof RatedFormProps>) {
  const { rates, lastUpdated, isLoading } = useCurrencyRates();
  const rated: RatedFormProps = { rates, loading: isLoading, footer: isLoading ? null : <RatesNote lastUpdated={lastUpdated} /> };
  // `props` is P without the rated props, which `rated` adds back: together they are P (TypeScript
  // cannot follow Omit through a generic, hence the cast).
  return <Form {...({ ...props, ...rated } as unknown as P)} />;
}
