import type { LinearCategoryDef } from '../types';

/** Factors in watts, exact definitions: hp is metric (75 kgf·m/s = 735.49875 W), BTU/h is IT BTU per hour. */
export const power = {
  id: 'power',
  kind: 'linear',
  base: 'w',
  units: [
    { id: 'w', symbol: 'W', slug: 'watts', factor: 1 },
    { id: 'kw', symbol: 'kW', slug: 'kw', factor: 1000 },
    { id: 'hp', symbol: 'hp', slug: 'hp', factor: 735.49875 },
    {
      id: 'btuh',
      symbol: 'BTU/h',
      slug: 'btu-per-hour',
      factor: 1055.05585262 / 3600,
      exact: '1055.05585262/3600',
    },
  ],
} as const satisfies LinearCategoryDef;
