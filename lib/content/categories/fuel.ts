import { converted, given } from '../numbers';
import type { CategoryContentSpec } from '../types';

export const fuelContent = {
  category: 'fuel',
  description: {},
  examples: [
    {
      id: 'mpgToL100km',
      from: 'mpg_us',
      to: 'l100km',
      values: { constant: converted('mpg_us', 'l100km', 1, 4), value: given(30), result: converted('mpg_us', 'l100km', 30, 4) },
    },
    {
      id: 'l100kmToKml',
      from: 'l100km',
      to: 'kml',
      values: { constant: converted('l100km', 'kml', 1), value: given(5), result: converted('l100km', 'kml', 5, 4) },
    },
    {
      id: 'ukMpgToL100km',
      from: 'mpg_uk',
      to: 'l100km',
      values: { constant: converted('mpg_uk', 'l100km', 1, 4), value: given(40), result: converted('mpg_uk', 'l100km', 40, 4) },
    },
  ],
  common: [
    { value: 5, from: 'l100km', to: 'mpg_us' },
    { value: 8, from: 'l100km', to: 'mpg_us' },
    { value: 30, from: 'mpg_us', to: 'l100km' },
    { value: 40, from: 'mpg_uk', to: 'l100km' },
    { value: 20, from: 'kml', to: 'l100km' },
    { value: 30, from: 'mpg_us', to: 'mpg_uk' },
  ],
  faq: [
    { id: 'reciprocal', values: { usConstant: converted('mpg_us', 'l100km', 1, 4) } },
    {
      id: 'usUk',
      values: {
        ukGallonL: converted('gal_uk', 'l', 1, 2, 'volume'),
        usGallonL: converted('gal_us', 'l', 1, 2, 'volume'),
        usMpg: given(30),
        ukMpg: converted('mpg_us', 'mpg_uk', 30, 1),
      },
    },
    {
      id: 'toMpg',
      values: {
        usConstant: converted('mpg_us', 'l100km', 1, 4),
        ukConstant: converted('mpg_uk', 'l100km', 1, 4),
        carL: given(6),
        carUsMpg: converted('l100km', 'mpg_us', 6, 1),
        carUkMpg: converted('l100km', 'mpg_uk', 6, 1),
      },
    },
    { id: 'zero', values: {} },
  ],
} as const satisfies CategoryContentSpec<'fuel'>;
