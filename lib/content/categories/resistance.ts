import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const resistanceContent = {
  category: 'resistance',
  description: {},
  examples: [
    {
      id: 'kohmToOhm',
      from: 'kohm',
      to: 'ohm',
      values: { factor: converted('kohm', 'ohm', 1), value: given(4.7), result: converted('kohm', 'ohm', 4.7) },
    },
    {
      id: 'megohmToKohm',
      from: 'megohm',
      to: 'kohm',
      values: { factor: converted('megohm', 'kohm', 1), value: given(2.2), result: converted('megohm', 'kohm', 2.2) },
    },
  ],
  common: [
    { value: 1, from: 'kohm', to: 'ohm' },
    { value: 1, from: 'megohm', to: 'kohm' },
    { value: 1, from: 'ohm', to: 'milliohm' },
  ],
  faq: [
    { id: 'ohm', values: {} },
    { id: 'resistor', values: { r: given(4.7), rOhm: converted('kohm', 'ohm', 4.7) } },
    { id: 'megohm', values: { m: converted('megohm', 'ohm', 1) } },
    { id: 'milliohm', values: { mOhm: converted('milliohm', 'ohm', 1) } },
  ],
} as const satisfies CategoryContentSpec<'resistance'>;
