import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const accelerationContent = {
  category: 'acceleration',
  description: {},
  examples: [
    {
      id: 'g0ToMs2',
      from: 'g0',
      to: 'ms2',
      values: { factor: converted('g0', 'ms2', 1, 5), value: given(3), result: converted('g0', 'ms2', 3, 4) },
    },
    {
      id: 'kmhsToMs2',
      from: 'kmhs',
      to: 'ms2',
      values: { factor: converted('ms2', 'kmhs', 1, 1), value: given(10), result: converted('kmhs', 'ms2', 10, 4) },
    },
  ],
  common: [
    { value: 1, from: 'g0', to: 'ms2' },
    { value: 1, from: 'ms2', to: 'fts2' },
    { value: 1, from: 'g0', to: 'fts2' },
  ],
  faq: [
    { id: 'standardGravity', values: { gMs2: converted('g0', 'ms2', 1, 5) } },
    {
      id: 'carSprint',
      values: {
        speed: given(100),
        seconds: given(8),
        kmhs: given(12.5),
        ms2: converted('kmhs', 'ms2', 12.5, 2),
        g: converted('kmhs', 'g0', 12.5, 2),
      },
    },
    { id: 'gal', values: { galMs2: converted('cms2', 'ms2', 1) } },
    { id: 'feet', values: { ftMs2: converted('fts2', 'ms2', 1) } },
  ],
} as const satisfies CategoryContentSpec<'acceleration'>;
