import type { LinearCategoryDef } from '../types';

/** Factors in newtons, exact definitions: kgf = standard gravity 9.80665 N, lbf = 0.45359237 kg × 9.80665. */
export const force = {
  id: 'force',
  kind: 'linear',
  base: 'n',
  units: [
    { id: 'n', system: 'metric', symbol: 'N', slug: 'newtons', factor: 1 },
    { id: 'kgf', system: 'metric', symbol: 'kgf', slug: 'kgf', factor: 9.80665 },
    { id: 'lbf', system: 'us', symbol: 'lbf', slug: 'lbf', factor: 4.4482216152605 },
    { id: 'kn', system: 'metric', symbol: 'kN', slug: 'kn', factor: 1000 },
    { id: 'dyn', system: 'metric', symbol: 'dyn', slug: 'dynes', factor: 1e-5 },
    { id: 'tf', system: 'metric', symbol: 'tf', slug: 'tonnes-force', factor: 9806.65 },
    { id: 'ozf', system: 'us', symbol: 'ozf', slug: 'ounces-force', factor: 0.27801385095378125 },
    { id: 'pdl', system: 'us', symbol: 'pdl', slug: 'poundals', factor: 0.138254954376 },
    { id: 'kip', system: 'us', symbol: 'kip', slug: 'kips', factor: 4448.2216152605 },
  ],
} as const satisfies LinearCategoryDef;
