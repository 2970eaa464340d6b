import type { TableCategoryDef } from '../types';

/**
 * Ring sizes, one row per US half size, from the inside diameter each system is defined by:
 * - US and Canada: 11.63 mm at size 0, 0.8128 mm (0.032 in) more per size;
 * - ISO 8653 (EU): the inside circumference in mm (π × diameter, to 0.1 mm);
 * - UK (BS 6820): letters from A at 37.5 mm of circumference, 1.25 mm per letter, the nearest
 *   half letter; past Z come Z+1, Z+2…;
 * - JP (JIS): the circumference less 40 mm, a whole number;
 * - the inside diameter in mm, to 0.01 mm.
 */
export const ringSize = {
  id: 'ring-size',
  kind: 'table',
  base: 'us',
  units: [
    { id: 'us', system: 'us', symbol: 'US', slug: 'us', notation: 'size' },
    { id: 'uk', system: 'imperial', symbol: 'UK', slug: 'uk-letters', notation: 'letters' },
    { id: 'iso', system: 'metric', symbol: 'EU', slug: 'eu', notation: 'number' },
    { id: 'jp', system: 'other', symbol: 'JP', slug: 'jis', notation: 'number' },
    { id: 'diameter', system: 'metric', symbol: 'mm ⌀', slug: 'diameter-mm', notation: 'measure' },
  ],
  rows: [
    [3, 6.5, 44.2, 4, 14.07],
    [3.5, 7.5, 45.5, 5, 14.47],
    [4, 8.5, 46.8, 7, 14.88],
    [4.5, 9.5, 48, 8, 15.29],
    [5, 10.5, 49.3, 9, 15.69],
    [5.5, 11.5, 50.6, 11, 16.1],
    [6, 12.5, 51.9, 12, 16.51],
    [6.5, 13.5, 53.1, 13, 16.91],
    [7, 14.5, 54.4, 14, 17.32],
    [7.5, 15.5, 55.7, 16, 17.73],
    [8, 16.5, 57, 17, 18.13],
    [8.5, 17.5, 58.2, 18, 18.54],
    [9, 18.5, 59.5, 20, 18.95],
    [9.5, 19.5, 60.8, 21, 19.35],
    [10, 20.5, 62.1, 22, 19.76],
    [10.5, 21.5, 63.3, 23, 20.16],
    [11, 22.5, 64.6, 25, 20.57],
    [11.5, 23.5, 65.9, 26, 20.98],
    [12, 24.5, 67.2, 27, 21.38],
    [12.5, 26, 68.5, 28, 21.79],
    [13, 27, 69.7, 30, 22.2],
  ],
} as const satisfies TableCategoryDef;
