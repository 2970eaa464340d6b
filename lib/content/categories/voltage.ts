import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const voltageContent = {
  category: 'voltage',
  description: {},
  examples: [
    { id: 'kvToV', from: 'kv', to: 'v', values: { factor: converted('kv', 'v', 1), value: given(11), result: converted('kv', 'v', 11) } },
    { id: 'mvToV', from: 'mv', to: 'v', values: { factor: converted('v', 'mv', 1), value: given(750), result: converted('mv', 'v', 750) } },
  ],
  common: [
    { value: 1, from: 'kv', to: 'v' },
    { value: 1, from: 'v', to: 'mv' },
    { value: 1, from: 'megavolt', to: 'kv' },
  ],
  faq: [
    { id: 'volt', values: {} },
    { id: 'mains', values: { eu: given(230), us: given(120) } },
    { id: 'battery', values: { cell: given(1.5), cellMv: converted('v', 'mv', 1.5) } },
    { id: 'lines', values: { line: given(400), lineV: converted('kv', 'v', 400) } },
  ],
} as const satisfies CategoryContentSpec<'voltage'>;
