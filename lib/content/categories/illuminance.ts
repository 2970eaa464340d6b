import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const illuminanceContent = {
  category: 'illuminance',
  description: {},
  examples: [
    {
      id: 'fcToLx',
      from: 'fc',
      to: 'lx',
      values: { factor: converted('fc', 'lx', 1, 4), value: given(50), result: converted('fc', 'lx', 50, 1) },
    },
    {
      id: 'lxToFc',
      from: 'lx',
      to: 'fc',
      values: { factor: converted('fc', 'lx', 1, 4), value: given(500), result: converted('lx', 'fc', 500, 1) },
    },
  ],
  common: [
    { value: 1, from: 'fc', to: 'lx' },
    { value: 1000, from: 'lx', to: 'fc' },
    { value: 1, from: 'klx', to: 'lx' },
  ],
  faq: [
    { id: 'lux', values: {} },
    { id: 'office', values: { office: given(500), officeFc: converted('lx', 'fc', 500, 0) } },
    { id: 'sunlight', values: { sun: given(100000), sunKlx: converted('lx', 'klx', 100000) } },
    { id: 'footCandle', values: { fcLx: converted('fc', 'lx', 1, 4) } },
  ],
} as const satisfies CategoryContentSpec<'illuminance'>;
