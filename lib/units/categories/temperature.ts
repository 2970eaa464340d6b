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
    { id: 'c', symbol: '°C', slug: 'celsius', zero: 0, scale: 1 },
    { id: 'f', symbol: '°F', slug: 'fahrenheit', zero: 32, scale: 1.8 },
    { id: 'k', symbol: 'K', slug: 'kelvin', zero: 273.15, scale: 1 },
  ],
} as const satisfies TemperatureCategoryDef;
