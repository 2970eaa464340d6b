import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const shoeSizeContent = {
  category: 'shoe-size',
  description: {},
  examples: [
    { id: 'euToUs', from: 'eu', to: 'us_men', values: { value: given(42), result: converted('eu', 'us_men', 42) } },
    { id: 'ukToEu', from: 'uk', to: 'eu', values: { value: given(6), result: converted('uk', 'eu', 6) } },
  ],
  common: [
    { value: 42, from: 'eu', to: 'us_men' },
    { value: 38, from: 'eu', to: 'us_women' },
    { value: 9, from: 'us_men', to: 'eu' },
    { value: 8, from: 'uk', to: 'eu' },
  ],
  faq: [
    { id: 'between', values: { value: given(42.2), result: converted('eu', 'us_men', 42.2) } },
    { id: 'womenMen', values: { women: given(8.5), men: converted('us_women', 'us_men', 8.5) } },
    { id: 'mondopoint', values: { mp: given(270), eu: converted('mondopoint', 'eu', 270) } },
    { id: 'range', values: { min: given(35), max: given(48.5) } },
  ],
} as const satisfies CategoryContentSpec<'shoe-size'>;
