import type { TemperatureCategoryDef } from '../types';

/**
 * Affine scales through Celsius: reading = zero + scale × °C
 * (F→C (x−32)×5/9, K→C x−273.15); 1.8 is 9/5.
 */
export const temperature = {
  id: 'temperature',
  kind: 'temperature',
  base: 'c',
  units: [
    { id: 'c', system: 'metric', symbol: '°C', slug: 'celsius', zero: 0, scale: 1 },
    { id: 'f', system: 'us', symbol: '°F', slug: 'fahrenheit', zero: 32, scale: 1.8 },
    { id: 'k', system: 'metric', symbol: 'K', slug: 'kelvin', zero: 273.15, scale: 1 },
    { id: 'r', system: 'us', symbol: '°R', slug: 'rankine', zero: 491.67, scale: 1.8 },
    { id: 're', system: 'other', symbol: '°Ré', slug: 'reaumur', zero: 0, scale: 0.8 },
  ],
} as const satisfies TemperatureCategoryDef;
