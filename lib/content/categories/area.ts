import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const areaContent = {
  category: 'area',
  description: {},
  examples: [
    {
      id: 'm2ToFt2',
      from: 'm2',
      to: 'ft2',
      values: { factor: converted('ft2', 'm2', 1, 8), value: given(50), result: converted('m2', 'ft2', 50, 4) },
    },
    {
      id: 'haToAc',
      from: 'ha',
      to: 'ac',
      values: { factor: converted('ac', 'ha', 1, 11), value: given(10), result: converted('ha', 'ac', 10, 4) },
    },
    {
      id: 'cm2ToIn2',
      from: 'cm2',
      to: 'in2',
      values: { factor: converted('in2', 'cm2', 1), value: given(100), result: converted('cm2', 'in2', 100, 4) },
    },
  ],
  common: [
    { value: 1, from: 'm2', to: 'ft2' },
    { value: 1, from: 'ft2', to: 'm2' },
    { value: 1, from: 'ha', to: 'ac' },
    { value: 1, from: 'ac', to: 'm2' },
    { value: 1, from: 'km2', to: 'ha' },
    { value: 1, from: 'in2', to: 'cm2' },
  ],
  faq: [
    {
      id: 'hectare',
      values: { hectareM2: converted('ha', 'm2', 1), hectareAcres: converted('ha', 'ac', 1, 2), km2Hectares: converted('km2', 'ha', 1) },
    },
    { id: 'acre', values: { acreFt2: converted('ac', 'ft2', 1, 0), acreM2: converted('ac', 'm2', 1, 2) } },
    { id: 'squared', values: { meterFeet: converted('m', 'ft', 1, 4, 'length'), m2Ft2: converted('m2', 'ft2', 1, 4) } },
    { id: 'room', values: { ft2M2: converted('ft2', 'm2', 1, 8), roomFt2: given(200), roomM2: converted('ft2', 'm2', 200, 2) } },
  ],
} as const satisfies CategoryContentSpec<'area'>;
