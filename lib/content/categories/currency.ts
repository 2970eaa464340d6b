import { given } from '../numbers';
import type { CategoryContentSpec } from '../types';

/**
 * Rates change daily, so nothing here is computed at build time: the examples show how a rate is
 * applied, and the one common conversion is a placeholder the live converter fills in.
 */
export const currencyContent = {
  category: 'currency',
  description: {},
  examples: [
    { id: 'fromDollar', from: 'usd', to: 'eur', values: { value: given(100) } },
    { id: 'crossRate', from: 'eur', to: 'gbp', values: { value: given(100) } },
  ],
  common: [{ value: 1, from: 'usd', to: 'eur' }],
  faq: [
    { id: 'updated', values: {} },
    { id: 'bankRate', values: {} },
    { id: 'crossRates', values: {} },
    { id: 'fallback', values: {} },
  ],
} as const satisfies CategoryContentSpec<'currency'>;
