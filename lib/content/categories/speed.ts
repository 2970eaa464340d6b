import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const speedContent = {
  category: 'speed',
  description: {},
  examples: [
    {
      id: 'kmhToMph',
      from: 'kmh',
      to: 'mph',
      values: { factor: converted('mph', 'kmh', 1), value: given(100), result: converted('kmh', 'mph', 100, 4) },
    },
    {
      id: 'msToKmh',
      from: 'ms',
      to: 'kmh',
      values: { factor: converted('ms', 'kmh', 1), value: given(10), result: converted('ms', 'kmh', 10, 4) },
    },
    {
      id: 'knotToKmh',
      from: 'knot',
      to: 'kmh',
      values: { factor: converted('knot', 'kmh', 1), value: given(20), result: converted('knot', 'kmh', 20, 4) },
    },
  ],
  common: [
    { value: 50, from: 'kmh', to: 'mph' },
    { value: 100, from: 'kmh', to: 'mph' },
    { value: 60, from: 'mph', to: 'kmh' },
    { value: 1, from: 'ms', to: 'kmh' },
    { value: 1, from: 'knot', to: 'kmh' },
    { value: 1, from: 'fts', to: 'ms' },
  ],
  faq: [
    {
      id: 'highway',
      values: { highwayKmh: given(100), highwayMph: converted('kmh', 'mph', 100, 2), mileKm: converted('mi', 'km', 1, 6, 'length') },
    },
    { id: 'knot', values: { knotKmh: converted('knot', 'kmh', 1), knotMph: converted('knot', 'mph', 1, 2) } },
    {
      id: 'metersPerSecond',
      values: {
        factor: converted('ms', 'kmh', 1),
        hourSeconds: converted('hr', 's', 1, 0, 'time'),
        kmMeters: converted('km', 'm', 1, 0, 'length'),
        sprintMs: given(10),
        sprintKmh: converted('ms', 'kmh', 10),
      },
    },
    { id: 'countries', values: {} },
  ],
} as const satisfies CategoryContentSpec<'speed'>;
