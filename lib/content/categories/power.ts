import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const powerContent = {
  category: 'power',
  description: {},
  examples: [
    {
      id: 'hpToKw',
      from: 'hp',
      to: 'kw',
      values: { factor: converted('hp', 'kw', 1, 8), value: given(150), result: converted('hp', 'kw', 150, 4) },
    },
    {
      id: 'kwToHp',
      from: 'kw',
      to: 'hp',
      values: { factor: converted('hp', 'kw', 1, 8), value: given(100), result: converted('kw', 'hp', 100, 4) },
    },
    {
      id: 'btuhToW',
      from: 'btuh',
      to: 'w',
      values: { factor: converted('btuh', 'w', 1, 6), value: given(12000), result: converted('btuh', 'w', 12000, 2) },
    },
  ],
  common: [
    { value: 1, from: 'hp', to: 'kw' },
    { value: 1, from: 'kw', to: 'hp' },
    { value: 100, from: 'hp', to: 'kw' },
    { value: 1000, from: 'btuh', to: 'w' },
    { value: 1, from: 'kw', to: 'btuh' },
    { value: 1, from: 'kw', to: 'w' },
  ],
  faq: [
    {
      id: 'horsepower',
      values: { hpW: converted('hp', 'w', 1), hpKw: converted('hp', 'kw', 1, 4), carHp: given(150), carKw: converted('hp', 'kw', 150, 1) },
    },
    { id: 'kettle', values: { kwW: converted('kw', 'w', 1), kettleW: given(2000), kettleKw: converted('w', 'kw', 2000) } },
    { id: 'airConditioner', values: { acBtuh: given(12000), acKw: converted('btuh', 'kw', 12000, 2) } },
    { id: 'metricHorsepower', values: { hpW: converted('hp', 'w', 1) } },
  ],
} as const satisfies CategoryContentSpec<'power'>;
