import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const pressureContent = {
  category: 'pressure',
  description: {},
  examples: [
    {
      id: 'barToPsi',
      from: 'bar',
      to: 'psi',
      values: { factor: converted('bar', 'psi', 1, 4), value: given(2.2), result: converted('bar', 'psi', 2.2, 4) },
    },
    {
      id: 'psiToKpa',
      from: 'psi',
      to: 'kpa',
      values: { factor: converted('psi', 'kpa', 1), value: given(32), result: converted('psi', 'kpa', 32, 4) },
    },
    {
      id: 'atmToPa',
      from: 'atm',
      to: 'pa',
      values: { factor: converted('atm', 'pa', 1), value: given(2), result: converted('atm', 'pa', 2) },
    },
  ],
  common: [
    { value: 1, from: 'bar', to: 'psi' },
    { value: 1, from: 'psi', to: 'kpa' },
    { value: 1, from: 'atm', to: 'kpa' },
    { value: 1, from: 'mmhg', to: 'pa' },
    { value: 30, from: 'psi', to: 'bar' },
    { value: 1, from: 'kpa', to: 'psi' },
  ],
  faq: [
    { id: 'tire', values: { tirePsi: given(32), tireBar: converted('psi', 'bar', 32, 2), tireKpa: converted('psi', 'kpa', 32, 0) } },
    {
      id: 'atmosphere',
      values: {
        atmPa: converted('atm', 'pa', 1),
        atmBar: converted('atm', 'bar', 1),
        atmPsi: converted('atm', 'psi', 1, 2),
        atmMmhg: converted('atm', 'mmhg', 1, 2),
      },
    },
    { id: 'barAtm', values: { barPa: converted('bar', 'pa', 1), atmPa: converted('atm', 'pa', 1), barAtm: converted('bar', 'atm', 1, 4) } },
    { id: 'bloodPressure', values: { systolic: given(120), systolicKpa: converted('mmhg', 'kpa', 120, 1) } },
  ],
} as const satisfies CategoryContentSpec<'pressure'>;
