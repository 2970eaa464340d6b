import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const flowContent = {
  category: 'flow',
  description: {},
  examples: [
    {
      id: 'lminToM3h',
      from: 'lmin',
      to: 'm3h',
      values: { factor: converted('lmin', 'm3h', 1, 2), value: given(12), result: converted('lmin', 'm3h', 12) },
    },
    {
      id: 'gpmToLmin',
      from: 'gpm_us',
      to: 'lmin',
      values: { factor: converted('gpm_us', 'lmin', 1, 6), value: given(5), result: converted('gpm_us', 'lmin', 5, 3) },
    },
  ],
  common: [
    { value: 1, from: 'm3h', to: 'lmin' },
    { value: 1, from: 'gpm_us', to: 'lmin' },
    { value: 1, from: 'cfm', to: 'm3h' },
  ],
  faq: [
    { id: 'shower', values: { shower: given(9), showerGpm: converted('lmin', 'gpm_us', 9, 2) } },
    { id: 'cfm', values: { cfmM3h: converted('cfm', 'm3h', 1, 4) } },
    { id: 'cubicMeter', values: { m3hLmin: converted('m3h', 'lmin', 1, 4) } },
    { id: 'barrel', values: { barrelL: converted('bbl_oil', 'l', 1, 6, 'volume'), bbldLh: converted('bbld', 'lh', 1, 3) } },
  ],
} as const satisfies CategoryContentSpec<'flow'>;
