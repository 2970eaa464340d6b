'use client';

import { RatesNote } from '@/components/currency/rates-note';
import { useCurrencyRates } from '@/components/currency/use-currency-rates';
import { ConverterForm, type ConverterFormProps } from './converter-form';

/**
 * Currency waits for the day's rates, then converts even if fetching them failed (rate 1). The
 * result panel says it is loading meanwhile; the note with the rates' date follows once they are in.
 */
export function CurrencyConverterForm(props: Omit<ConverterFormProps, 'category' | 'rates' | 'loading' | 'footer'>) {
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
