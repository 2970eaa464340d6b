import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const lengthContent = {
  category: 'length',
  description: {},
  examples: [
    {
      id: 'cmToIn',
      from: 'cm',
      to: 'in',
      values: { factor: converted('in', 'cm', 1), value: given(30), result: converted('cm', 'in', 30, 4) },
    },
    { id: 'ftToM', from: 'ft', to: 'm', values: { factor: converted('ft', 'm', 1), value: given(6), result: converted('ft', 'm', 6, 4) } },
    {
      id: 'miToKm',
      from: 'mi',
      to: 'km',
      values: { factor: converted('mi', 'km', 1), value: given(10), result: converted('mi', 'km', 10, 4) },
    },
  ],
  common: [
    { value: 1, from: 'in', to: 'cm' },
    { value: 1, from: 'ft', to: 'cm' },
    { value: 1, from: 'yd', to: 'm' },
    { value: 1, from: 'mi', to: 'km' },
    { value: 1, from: 'm', to: 'ft' },
    { value: 1, from: 'km', to: 'mi' },
  ],
  faq: [
    { id: 'inchCm', values: { inchCm: converted('in', 'cm', 1) } },
    {
      id: 'footMeter',
      values: { footInches: converted('ft', 'in', 1), footM: converted('ft', 'm', 1), meterFeet: converted('m', 'ft', 1, 4) },
    },
    {
      id: 'mileKm',
      values: {
        mileKm: converted('mi', 'km', 1),
        kmMiles: converted('km', 'mi', 1, 4),
        race: given(10),
        raceMiles: converted('km', 'mi', 10, 2),
      },
    },
    { id: 'yard', values: { yardM: converted('yd', 'm', 1), yardFeet: converted('yd', 'ft', 1) } },
    { id: 'systems', values: {} },
  ],
} as const satisfies CategoryContentSpec<'length'>;
