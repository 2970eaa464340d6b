import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const weightContent = {
  category: 'weight',
  description: {},
  examples: [
    {
      id: 'kgToLb',
      from: 'kg',
      to: 'lb',
      values: { factor: converted('lb', 'kg', 1, 8), value: given(70), result: converted('kg', 'lb', 70, 4) },
    },
    {
      id: 'ozToG',
      from: 'oz',
      to: 'g',
      values: { factor: converted('oz', 'g', 1, 9), value: given(8), result: converted('oz', 'g', 8, 4) },
    },
    {
      id: 'stToKg',
      from: 'st',
      to: 'kg',
      values: { factor: converted('st', 'kg', 1, 8), value: given(12), result: converted('st', 'kg', 12, 4) },
    },
  ],
  common: [
    { value: 1, from: 'kg', to: 'lb' },
    { value: 1, from: 'lb', to: 'kg' },
    { value: 1, from: 'oz', to: 'g' },
    { value: 100, from: 'g', to: 'oz' },
    { value: 1, from: 'st', to: 'kg' },
    { value: 1, from: 'st', to: 'lb' },
  ],
  faq: [
    { id: 'poundKg', values: { poundKg: converted('lb', 'kg', 1, 8), kgPounds: converted('kg', 'lb', 1, 4) } },
    { id: 'ounces', values: { poundOunces: converted('lb', 'oz', 1), ounceGrams: converted('oz', 'g', 1, 2) } },
    { id: 'stone', values: { stonePounds: converted('st', 'lb', 1), stoneKg: converted('st', 'kg', 1, 2) } },
    {
      id: 'gramsOunces',
      values: { ounceGrams: converted('oz', 'g', 1, 4), value: given(100), valueOunces: converted('g', 'oz', 100, 2) },
    },
    { id: 'massWeight', values: { kgNewtons: converted('kgf', 'n', 1, 2, 'force') } },
  ],
} as const satisfies CategoryContentSpec<'weight'>;
