import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const frequencyContent = {
  category: 'frequency',
  description: {},
  examples: [
    {
      id: 'mhzToKhz',
      from: 'mhz',
      to: 'khz',
      values: { factor: converted('mhz', 'khz', 1), value: given(101.5), result: converted('mhz', 'khz', 101.5) },
    },
    {
      id: 'perMinToHz',
      from: 'per_min',
      to: 'hz',
      values: { factor: converted('hz', 'per_min', 1), value: given(72), result: converted('per_min', 'hz', 72, 2) },
    },
  ],
  common: [
    { value: 1, from: 'ghz', to: 'mhz' },
    { value: 60, from: 'per_min', to: 'hz' },
  ],
  faq: [
    { id: 'hertz', values: {} },
    { id: 'heartbeat', values: { bpm: given(72), hz: converted('per_min', 'hz', 72, 2) } },
    { id: 'mains', values: { eu: given(50), us: given(60) } },
    { id: 'gigahertz', values: { wifi: given(2.4), wifiMhz: converted('ghz', 'mhz', 2.4) } },
  ],
} as const satisfies CategoryContentSpec<'frequency'>;
