import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const densityContent = {
  category: 'density',
  description: {},
  examples: [
    {
      id: 'gcm3ToKgm3',
      from: 'gcm3',
      to: 'kgm3',
      values: { factor: converted('gcm3', 'kgm3', 1), value: given(2.7), result: converted('gcm3', 'kgm3', 2.7) },
    },
    {
      id: 'lbft3ToKgm3',
      from: 'lbft3',
      to: 'kgm3',
      values: { factor: converted('lbft3', 'kgm3', 1, 6), value: given(62.4), result: converted('lbft3', 'kgm3', 62.4, 2) },
    },
  ],
  common: [
    { value: 1, from: 'gcm3', to: 'kgm3' },
    { value: 1, from: 'kgm3', to: 'lbft3' },
    { value: 1, from: 'kgl', to: 'lbgal_us' },
  ],
  faq: [
    {
      id: 'water',
      values: { waterKgm3: given(1000), waterGcm3: converted('kgm3', 'gcm3', 1000), waterLbft3: converted('kgm3', 'lbft3', 1000, 2) },
    },
    { id: 'sameNumber', values: { ratio: converted('gcm3', 'kgm3', 1) } },
    { id: 'gallon', values: { lbGal: converted('kgl', 'lbgal_us', 1, 2), lbGalUk: converted('kgl', 'lbgal_uk', 1, 2) } },
    { id: 'metals', values: { aluminium: given(2.7), steel: given(7.85), steelLbft3: converted('gcm3', 'lbft3', 7.85, 0) } },
  ],
} as const satisfies CategoryContentSpec<'density'>;
