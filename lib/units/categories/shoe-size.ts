import type { TableCategoryDef } from '../types';

/**
 * Adult shoe sizes, one row per UK half size. No single standard ties the systems together; this
 * is the chart the Brannock-based retail tables publish, built from the systems' definitions:
 * - UK: a last of (UK + 25) barleycorns (1/3 in) long, the British adult scale;
 * - EU (Paris points of 2/3 cm): 1.5 × the last's length in cm, rounded to a half size;
 * - US men's: UK + 1; US women's: US men's + 1.5 (the Brannock device's two scales);
 * - JP: the foot's length in cm (JIS S 5037), 27 cm at UK 8, half a centimetre per half size;
 * - Mondopoint (ISO 9407): the same foot length in millimetres.
 */
export const shoeSize = {
  id: 'shoe-size',
  kind: 'table',
  base: 'eu',
  units: [
    { id: 'eu', system: 'metric', symbol: 'EU', slug: 'eu', notation: 'size' },
    { id: 'uk', system: 'imperial', symbol: 'UK', slug: 'uk', notation: 'size' },
    { id: 'us_men', system: 'us', symbol: 'US M', slug: 'us-mens', notation: 'size' },
    { id: 'us_women', system: 'us', symbol: 'US W', slug: 'us-womens', notation: 'size' },
    { id: 'jp', system: 'other', symbol: 'JP', slug: 'jp', notation: 'number' },
    { id: 'mondopoint', system: 'metric', symbol: 'MP', slug: 'mondopoint', notation: 'number' },
  ],
  rows: [
    [35, 2.5, 3.5, 5, 21.5, 215],
    [35.5, 3, 4, 5.5, 22, 220],
    [36, 3.5, 4.5, 6, 22.5, 225],
    [37, 4, 5, 6.5, 23, 230],
    [37.5, 4.5, 5.5, 7, 23.5, 235],
    [38, 5, 6, 7.5, 24, 240],
    [38.5, 5.5, 6.5, 8, 24.5, 245],
    [39.5, 6, 7, 8.5, 25, 250],
    [40, 6.5, 7.5, 9, 25.5, 255],
    [40.5, 7, 8, 9.5, 26, 260],
    [41.5, 7.5, 8.5, 10, 26.5, 265],
    [42, 8, 9, 10.5, 27, 270],
    [42.5, 8.5, 9.5, 11, 27.5, 275],
    [43, 9, 10, 11.5, 28, 280],
    [44, 9.5, 10.5, 12, 28.5, 285],
    [44.5, 10, 11, 12.5, 29, 290],
    [45, 10.5, 11.5, 13, 29.5, 295],
    [45.5, 11, 12, 13.5, 30, 300],
    [46.5, 11.5, 12.5, 14, 30.5, 305],
    [47, 12, 13, 14.5, 31, 310],
    [47.5, 12.5, 13.5, 15, 31.5, 315],
    [48.5, 13, 14, 15.5, 32, 320],
  ],
} as const satisfies TableCategoryDef;
