import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const energyContent = {
  category: 'energy',
  description: {},
  examples: [
    {
      id: 'kcalToKj',
      from: 'kcal',
      to: 'kj',
      values: { factor: converted('kcal', 'kj', 1), value: given(250), result: converted('kcal', 'kj', 250, 4) },
    },
    {
      id: 'kwhToBtu',
      from: 'kwh',
      to: 'btu',
      values: { factor: converted('kwh', 'btu', 1, 4), value: given(10), result: converted('kwh', 'btu', 10, 2) },
    },
    {
      id: 'jToKcal',
      from: 'j',
      to: 'kcal',
      values: { factor: converted('kcal', 'j', 1), value: given(10000), result: converted('j', 'kcal', 10000, 4) },
    },
  ],
  common: [
    { value: 1, from: 'kcal', to: 'kj' },
    { value: 1, from: 'kj', to: 'kcal' },
    { value: 1, from: 'kwh', to: 'kj' },
    { value: 1, from: 'kwh', to: 'btu' },
    { value: 1, from: 'btu', to: 'j' },
    { value: 1, from: 'kwh', to: 'kcal' },
  ],
  faq: [
    { id: 'calories', values: { kcalJ: converted('kcal', 'j', 1), snackKcal: given(200), snackKj: converted('kcal', 'kj', 200, 1) } },
    { id: 'kilowattHour', values: { kwhJ: converted('kwh', 'j', 1), kwhKj: converted('kwh', 'kj', 1) } },
    { id: 'btu', values: { btuJ: converted('btu', 'j', 1, 2), kwhBtu: converted('kwh', 'btu', 1, 2) } },
    {
      id: 'foodElectricity',
      values: { kwhKcal: converted('kwh', 'kcal', 1, 2), dietKcal: given(2000), dietKwh: converted('kcal', 'kwh', 2000, 2) },
    },
  ],
} as const satisfies CategoryContentSpec<'energy'>;
