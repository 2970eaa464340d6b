import type { LinearCategoryDef } from '../types';

/**
 * Factors in kilograms, exact definitions: pound = 0.45359237 kg exactly (1959 agreement). The
 * compound units' values are in their larger part: `lb_oz` in pounds, `st_lb` in stone.
 */
export const weight = {
  id: 'weight',
  kind: 'linear',
  base: 'kg',
  units: [
    { id: 'mg', system: 'metric', symbol: 'mg', slug: 'mg', factor: 1e-6 },
    { id: 'g', system: 'metric', symbol: 'g', slug: 'grams', factor: 0.001 },
    { id: 'kg', system: 'metric', symbol: 'kg', slug: 'kg', factor: 1 },
    { id: 'oz', system: 'us', symbol: 'oz', slug: 'ounces', factor: 0.028349523125 },
    { id: 'lb', system: 'us', symbol: 'lb', slug: 'pounds', factor: 0.45359237 },
    { id: 'st', system: 'imperial', symbol: 'st', slug: 'stone', factor: 6.35029318 },
    {
      id: 'lb_oz',
      system: 'us',
      symbol: 'lb + oz',
      slug: 'pounds-and-ounces',
      factor: 0.45359237,
      compound: { major: 'lb', minor: 'oz', per: 16 },
    },
    {
      id: 'st_lb',
      system: 'imperial',
      symbol: 'st + lb',
      slug: 'stone-and-pounds',
      factor: 6.35029318,
      compound: { major: 'st', minor: 'lb', per: 14 },
    },
    { id: 'ug', system: 'metric', symbol: 'µg', slug: 'micrograms', factor: 1e-9 },
    { id: 't', system: 'metric', symbol: 't', slug: 'tonnes', factor: 1000 },
    { id: 'ct', system: 'metric', symbol: 'ct', slug: 'carats', factor: 0.0002 },
    { id: 'gr', system: 'us', symbol: 'gr', slug: 'grains', factor: 0.00006479891 },
    { id: 'dr', system: 'us', symbol: 'dr', slug: 'drams', factor: 0.0017718451953125 },
    { id: 'ton_us', system: 'us', symbol: 'sh tn', slug: 'short-tons', factor: 907.18474 },
    { id: 'ton_uk', system: 'imperial', symbol: 'long tn', slug: 'long-tons', factor: 1016.0469088 },
    { id: 'cwt_us', system: 'us', symbol: 'cwt (US)', slug: 'short-hundredweights', factor: 45.359237 },
    { id: 'cwt_uk', system: 'imperial', symbol: 'cwt (UK)', slug: 'long-hundredweights', factor: 50.80234544 },
    { id: 'ozt', system: 'other', symbol: 'oz t', slug: 'troy-ounces', factor: 0.0311034768 },
    { id: 'lbt', system: 'other', symbol: 'lb t', slug: 'troy-pounds', factor: 0.3732417216 },
    { id: 'dwt', system: 'other', symbol: 'dwt', slug: 'pennyweights', factor: 0.00155517384 },
  ],
} as const satisfies LinearCategoryDef;
