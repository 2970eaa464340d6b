import type { LinearCategoryDef } from '../types';

/**
 * Factors in metres, exact definitions: inch = 0.0254 m exactly (1959 agreement). `ft_in` is feet
 * and inches, its value in feet (5.25 is 5 ft 3 in).
 */
export const length = {
  id: 'length',
  kind: 'linear',
  base: 'm',
  units: [
    { id: 'mm', system: 'metric', symbol: 'mm', slug: 'mm', factor: 0.001 },
    { id: 'cm', system: 'metric', symbol: 'cm', slug: 'cm', factor: 0.01 },
    { id: 'm', system: 'metric', symbol: 'm', slug: 'meters', factor: 1 },
    { id: 'km', system: 'metric', symbol: 'km', slug: 'km', factor: 1000 },
    { id: 'in', system: 'us', symbol: 'in', slug: 'inches', factor: 0.0254 },
    { id: 'ft', system: 'us', symbol: 'ft', slug: 'feet', factor: 0.3048 },
    { id: 'yd', system: 'us', symbol: 'yd', slug: 'yards', factor: 0.9144 },
    { id: 'mi', system: 'us', symbol: 'mi', slug: 'miles', factor: 1609.344 },
    {
      id: 'ft_in',
      system: 'us',
      symbol: 'ft + in',
      slug: 'feet-and-inches',
      factor: 0.3048,
      compound: { major: 'ft', minor: 'in', per: 12 },
    },
    { id: 'nm', system: 'metric', symbol: 'nm', slug: 'nanometers', factor: 1e-9 },
    { id: 'um', system: 'metric', symbol: 'µm', slug: 'micrometers', factor: 1e-6 },
    { id: 'dm', system: 'metric', symbol: 'dm', slug: 'decimeters', factor: 0.1 },
    { id: 'angstrom', system: 'other', symbol: 'Å', slug: 'angstroms', factor: 1e-10 },
    { id: 'mil_scandinavian', system: 'metric', symbol: 'mil', slug: 'scandinavian-miles', factor: 10000 },
    { id: 'thou', system: 'us', symbol: 'thou', slug: 'thou', factor: 0.0000254 },
    { id: 'hand', system: 'us', symbol: 'hh', slug: 'hands', factor: 0.1016 },
    { id: 'fathom', system: 'us', symbol: 'ftm', slug: 'fathoms', factor: 1.8288 },
    { id: 'rod', system: 'us', symbol: 'rd', slug: 'rods', factor: 5.0292 },
    { id: 'chain', system: 'us', symbol: 'ch', slug: 'chains', factor: 20.1168 },
    { id: 'furlong', system: 'us', symbol: 'fur', slug: 'furlongs', factor: 201.168 },
    { id: 'league', system: 'us', symbol: 'lea', slug: 'leagues', factor: 4828.032 },
    { id: 'nmi', system: 'other', symbol: 'nmi', slug: 'nautical-miles', factor: 1852 },
    { id: 'au', system: 'other', symbol: 'au', slug: 'astronomical-units', factor: 149597870700 },
    { id: 'ly', system: 'other', symbol: 'ly', slug: 'light-years', factor: 9460730472580800 },
    { id: 'pc', system: 'other', symbol: 'pc', slug: 'parsecs', factor: 96939420213600000 / Math.PI, exact: '96939420213600000/pi' },
  ],
} as const satisfies LinearCategoryDef;
