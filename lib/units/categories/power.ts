import type { LinearCategoryDef } from '../types';

/** Factors in watts, exact definitions: hp is metric (75 kgf·m/s = 735.49875 W), BTU/h is IT BTU per hour. */
export const power = {
  id: 'power',
  kind: 'linear',
  base: 'w',
  units: [
    { id: 'w', system: 'metric', symbol: 'W', slug: 'watts', factor: 1 },
    { id: 'kw', system: 'metric', symbol: 'kW', slug: 'kw', factor: 1000 },
    { id: 'hp', system: 'metric', symbol: 'hp', slug: 'hp', factor: 735.49875 },
    {
      id: 'btuh',
      system: 'us',
      symbol: 'BTU/h',
      slug: 'btu-per-hour',
      factor: 1055.05585262 / 3600,
      exact: '1055.05585262/3600',
    },
    { id: 'mw', system: 'metric', symbol: 'MW', slug: 'mw', factor: 1e6 },
    { id: 'kcalh', system: 'metric', symbol: 'kcal/h', slug: 'kcal-per-hour', factor: 4184 / 3600, exact: '4184/3600' },
    { id: 'hp_mech', system: 'us', symbol: 'hp (I)', slug: 'mechanical-hp', factor: 745.6998715822702, exact: '745.69987158227022' },
    { id: 'ftlbfs', system: 'us', symbol: 'ft·lbf/s', slug: 'foot-pounds-per-second', factor: 1.3558179483314004 },
    {
      id: 'ton_refrigeration',
      system: 'us',
      symbol: 'TR',
      slug: 'tons-of-refrigeration',
      factor: 12660670.23144 / 3600,
      exact: '12660670.23144/3600',
    },
  ],
} as const satisfies LinearCategoryDef;
