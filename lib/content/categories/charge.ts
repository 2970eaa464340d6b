import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const chargeContent = {
  category: 'charge',
  description: {},
  examples: [
    {
      id: 'mahToC',
      from: 'mah',
      to: 'c',
      values: { factor: converted('mah', 'c', 1), value: given(3000), result: converted('mah', 'c', 3000) },
    },
    {
      id: 'ahToMah',
      from: 'ah',
      to: 'mah',
      values: { factor: converted('ah', 'mah', 1), value: given(2.5), result: converted('ah', 'mah', 2.5) },
    },
  ],
  common: [
    { value: 1, from: 'ah', to: 'c' },
    { value: 1000, from: 'mah', to: 'ah' },
    { value: 1, from: 'mah', to: 'c' },
  ],
  faq: [
    { id: 'coulomb', values: {} },
    { id: 'mah', values: { mahC: converted('mah', 'c', 1) } },
    { id: 'phone', values: { phone: given(4000), phoneAh: converted('mah', 'ah', 4000) } },
    { id: 'faraday', values: { faradayC: converted('faraday', 'c', 1, 0) } },
  ],
} as const satisfies CategoryContentSpec<'charge'>;
