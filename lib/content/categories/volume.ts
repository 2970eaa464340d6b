import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const volumeContent = {
  category: 'volume',
  description: {},
  examples: [
    {
      id: 'lToGal',
      from: 'l',
      to: 'gal_us',
      values: { factor: converted('gal_us', 'l', 1, 9), value: given(50), result: converted('l', 'gal_us', 50, 4) },
    },
    {
      id: 'cupToMl',
      from: 'cup_us',
      to: 'ml',
      values: { factor: converted('cup_us', 'ml', 1, 7), value: given(2), result: converted('cup_us', 'ml', 2, 4) },
    },
    {
      id: 'tbspToTsp',
      from: 'tbsp',
      to: 'tsp',
      values: { factor: converted('tbsp', 'tsp', 1), value: given(4), result: converted('tbsp', 'tsp', 4) },
    },
  ],
  common: [
    { value: 1, from: 'gal_us', to: 'l' },
    { value: 1, from: 'l', to: 'gal_us' },
    { value: 1, from: 'gal_uk', to: 'l' },
    { value: 1, from: 'cup_us', to: 'ml' },
    { value: 1, from: 'fl_oz_us', to: 'ml' },
    { value: 1, from: 'tbsp', to: 'ml' },
  ],
  faq: [
    { id: 'gallon', values: { usGallonL: converted('gal_us', 'l', 1, 9), ukGallonL: converted('gal_uk', 'l', 1, 5) } },
    {
      id: 'cup',
      values: {
        cupMl: converted('cup_us', 'ml', 1, 2),
        cupFlOz: converted('cup_us', 'fl_oz_us', 1),
        cupTbsp: converted('cup_us', 'tbsp', 1),
      },
    },
    {
      id: 'spoons',
      values: { tbspTsp: converted('tbsp', 'tsp', 1), tbspMl: converted('tbsp', 'ml', 1, 2), tspMl: converted('tsp', 'ml', 1, 2) },
    },
    {
      id: 'fluidOunce',
      values: {
        usFlOzMl: converted('fl_oz_us', 'ml', 1, 2),
        ukFlOzMl: converted('fl_oz_uk', 'ml', 1, 2),
        ukGallonUs: converted('gal_uk', 'gal_us', 1, 2),
      },
    },
    { id: 'liter', values: { literMl: converted('l', 'ml', 1) } },
  ],
} as const satisfies CategoryContentSpec<'volume'>;
