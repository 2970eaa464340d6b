import type { LinearCategoryDef } from '../types';

/** Factors in newtons, exact definitions: kgf = standard gravity 9.80665 N, lbf = 0.45359237 kg × 9.80665. */
export const force = {
  id: 'force',
  kind: 'linear',
  base: 'n',
  units: [
    { id: 'n', symbol: 'N', slug: 'newtons', factor: 1 },
    { id: 'kgf', symbol: 'kgf', slug: 'kgf', factor: 9.80665 },
    { id: 'lbf', symbol: 'lbf', slug: 'lbf', factor: 4.4482216152605 },
  ],
} as const satisfies LinearCategoryDef;
