import { converted, given, slope } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const temperatureContent = {
  category: 'temperature',
  description: {},
  examples: [
    {
      id: 'cToF',
      from: 'c',
      to: 'f',
      values: { scale: slope('c', 'f'), offset: converted('c', 'f', 0), value: given(25), result: converted('c', 'f', 25) },
    },
    {
      id: 'fToC',
      from: 'f',
      to: 'c',
      values: { scale: slope('c', 'f'), offset: converted('c', 'f', 0), value: given(98.6), result: converted('f', 'c', 98.6, 2) },
    },
    { id: 'cToK', from: 'c', to: 'k', values: { offset: converted('c', 'k', 0), value: given(20), result: converted('c', 'k', 20) } },
  ],
  common: [
    { value: -40, from: 'c', to: 'f' },
    { value: 0, from: 'c', to: 'f' },
    { value: 20, from: 'c', to: 'f' },
    { value: 37, from: 'c', to: 'f' },
    { value: 100, from: 'c', to: 'f' },
    { value: 0, from: 'c', to: 'k' },
  ],
  faq: [
    {
      id: 'water',
      values: {
        freezeC: given(0),
        freezeF: converted('c', 'f', 0),
        freezeK: converted('c', 'k', 0),
        boilC: given(100),
        boilF: converted('c', 'f', 100),
        boilK: converted('c', 'k', 100),
      },
    },
    { id: 'sameValue', values: { same: given(-40), sameF: converted('c', 'f', -40) } },
    {
      id: 'body',
      values: { bodyC: given(37), bodyF: converted('c', 'f', 37, 1), feverC: given(38), feverF: converted('c', 'f', 38, 1) },
    },
    { id: 'kelvin', values: { zeroK: given(0), zeroC: converted('k', 'c', 0), zeroF: converted('k', 'f', 0) } },
  ],
} as const satisfies CategoryContentSpec<'temperature'>;
