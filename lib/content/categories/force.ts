import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const forceContent = {
  category: 'force',
  description: {},
  examples: [
    {
      id: 'kgfToN',
      from: 'kgf',
      to: 'n',
      values: { factor: converted('kgf', 'n', 1), value: given(50), result: converted('kgf', 'n', 50, 4) },
    },
    {
      id: 'lbfToN',
      from: 'lbf',
      to: 'n',
      values: { factor: converted('lbf', 'n', 1, 6), value: given(100), result: converted('lbf', 'n', 100, 4) },
    },
    {
      id: 'nToKgf',
      from: 'n',
      to: 'kgf',
      values: { factor: converted('kgf', 'n', 1), value: given(1000), result: converted('n', 'kgf', 1000, 4) },
    },
  ],
  common: [
    { value: 1, from: 'kgf', to: 'n' },
    { value: 1, from: 'lbf', to: 'n' },
    { value: 1, from: 'n', to: 'kgf' },
    { value: 1, from: 'n', to: 'lbf' },
    { value: 1, from: 'kgf', to: 'lbf' },
    { value: 100, from: 'n', to: 'kgf' },
  ],
  faq: [
    { id: 'newton', values: { appleKg: given(0.1), appleN: converted('kgf', 'n', 0.1, 2) } },
    { id: 'kilogramForce', values: { kgfN: converted('kgf', 'n', 1) } },
    { id: 'poundForce', values: { lbfN: converted('lbf', 'n', 1, 4), nLbf: converted('n', 'lbf', 1, 4) } },
    { id: 'gravity', values: { kgfN: converted('kgf', 'n', 1) } },
  ],
} as const satisfies CategoryContentSpec<'force'>;
