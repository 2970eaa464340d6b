import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const angularSpeedContent = {
  category: 'angular-speed',
  description: {},
  examples: [
    {
      id: 'rpmToRads',
      from: 'rpm',
      to: 'rads',
      values: { factor: converted('rpm', 'rads', 1, 6), value: given(3000), result: converted('rpm', 'rads', 3000, 2) },
    },
    {
      id: 'radsToRpm',
      from: 'rads',
      to: 'rpm',
      values: { factor: converted('rpm', 'rads', 1, 6), value: given(10), result: converted('rads', 'rpm', 10, 2) },
    },
  ],
  common: [
    { value: 1, from: 'rpm', to: 'degs' },
    { value: 1, from: 'rads', to: 'rpm' },
    { value: 1, from: 'rps', to: 'rpm' },
  ],
  faq: [
    { id: 'rpm', values: { rpmDegs: converted('rpm', 'degs', 1) } },
    { id: 'engine', values: { idle: given(800), idleRps: converted('rpm', 'rps', 800, 2) } },
    { id: 'radians', values: { radsRpm: converted('rads', 'rpm', 1, 4) } },
    { id: 'record', values: { single: given(45), singleDegs: converted('rpm', 'degs', 45) } },
  ],
} as const satisfies CategoryContentSpec<'angular-speed'>;
