import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const torqueContent = {
  category: 'torque',
  description: {},
  examples: [
    {
      id: 'lbftToNm',
      from: 'lbft',
      to: 'nm',
      values: { factor: converted('lbft', 'nm', 1, 6), value: given(100), result: converted('lbft', 'nm', 100, 2) },
    },
    {
      id: 'nmToLbft',
      from: 'nm',
      to: 'lbft',
      values: { factor: converted('lbft', 'nm', 1, 6), value: given(50), result: converted('nm', 'lbft', 50, 2) },
    },
  ],
  common: [
    { value: 1, from: 'nm', to: 'lbft' },
    { value: 1, from: 'lbft', to: 'nm' },
    { value: 1, from: 'kgfm', to: 'nm' },
  ],
  faq: [
    { id: 'wheelNuts', values: { wheel: given(120), wheelLbft: converted('nm', 'lbft', 120, 0) } },
    { id: 'newtonMeter', values: { lbftNm: converted('lbft', 'nm', 1, 3) } },
    { id: 'kgfm', values: { kgfmNm: converted('kgfm', 'nm', 1, 5) } },
    { id: 'joule', values: {} },
  ],
} as const satisfies CategoryContentSpec<'torque'>;
