import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const typographyContent = {
  category: 'typography',
  description: {},
  examples: [
    {
      id: 'ptToPx',
      from: 'pt',
      to: 'px',
      values: { factor: converted('pt', 'px', 1, 4), value: given(12), result: converted('pt', 'px', 12) },
    },
    {
      id: 'pxToEm',
      from: 'px',
      to: 'em',
      values: { factor: converted('em', 'px', 1), value: given(24), result: converted('px', 'em', 24) },
    },
  ],
  common: [
    { value: 12, from: 'pt', to: 'px' },
    { value: 1, from: 'em', to: 'px' },
    { value: 1, from: 'in', to: 'pt' },
  ],
  faq: [
    { id: 'point', values: { ptIn: converted('in', 'pt', 1) } },
    { id: 'pixel', values: { pxIn: converted('in', 'px', 1) } },
    { id: 'em', values: { emPx: converted('em', 'px', 1) } },
    { id: 'pica', values: { picaPt: converted('pica', 'pt', 1) } },
  ],
} as const satisfies CategoryContentSpec<'typography'>;
