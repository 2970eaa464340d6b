import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapOffProduct, mapOffProducts } from '@/lib/food-search/off-mapping';
import { STUBTELLA_FOOD, STUBTELLA_PRODUCT } from '@/tests/support/off-stub';

describe('mapping an Open Food Facts product', () => {
  it('maps the stub product per 100 g, sodium from salt ÷ 2.5 × 1000', () => {
    expect(mapOffProduct(STUBTELLA_PRODUCT)).toEqual(STUBTELLA_FOOD);
  });

  it('prefers energy-kcal_100g over energy_100g', () => {
    const product = { product_name: 'X', nutriments: { 'energy-kcal_100g': 100, energy_100g: 9999 } };
    expect(mapOffProduct(product)?.calories).toBe(100);
  });

  it('converts energy_100g from kJ to kcal (÷ 4.184) when kcal is missing', () => {
    const product = { product_name: 'X', nutriments: { energy_100g: 2092 } };
    expect(mapOffProduct(product)?.calories).toBe(500);
  });

  it('takes sodium_100g in grams to milligrams, before any salt value', () => {
    const product = {
      product_name: 'X',
      nutriments: { 'energy-kcal_100g': 1, sodium_100g: 0.4, salt_100g: 5 },
    };
    expect(mapOffProduct(product)?.sodium).toBe(400);
  });

  it('takes calcium, iron and vitamin C from grams to milligrams', () => {
    const product = {
      product_name: 'X',
      nutriments: {
        'energy-kcal_100g': 1,
        calcium_100g: 0.12,
        iron_100g: 0.0021,
        'vitamin-c_100g': 0.0532,
      },
    };
    expect(mapOffProduct(product)).toMatchObject({ calcium: 120, iron: 2.1, vitaminC: 53.2 });
  });

  it('takes vitamin A from grams to µg and then × 3.33 to IU', () => {
    // 0.00015 g = 150 µg retinol = 499.5 IU
    const product = { product_name: 'X', nutriments: { 'energy-kcal_100g': 1, 'vitamin-a_100g': 0.00015 } };
    expect(mapOffProduct(product)?.vitaminA).toBe(499.5);
  });

  it('reads numeric strings, with a decimal point or comma', () => {
    const product = {
      product_name: 'X',
      nutriments: { 'energy-kcal_100g': '250', proteins_100g: '3,5', fat_100g: '1.25' },
    };
    expect(mapOffProduct(product)).toMatchObject({ calories: 250, protein: 3.5, fat: 1.25 });
  });

  it('counts missing, negative or non-numeric nutrients as 0', () => {
    const product = {
      product_name: 'X',
      nutriments: { 'energy-kcal_100g': 10, proteins_100g: -1, fat_100g: 'n/a', carbohydrates_100g: null },
    };
    expect(mapOffProduct(product)).toMatchObject({ protein: 0, fat: 0, carbs: 0, sugar: 0 });
  });

  it('treats impossible amounts as missing: over 100 g per 100 g, or energy beyond pure fat', () => {
    const product = {
      product_name: 'X',
      nutriments: { 'energy-kcal_100g': 5000, energy_100g: 1046, proteins_100g: 250, fat_100g: 100 },
    };
    expect(mapOffProduct(product)).toMatchObject({ calories: 250, protein: 0, fat: 100 });
    expect(mapOffProduct({ product_name: 'X', nutriments: { energy_100g: 99999 } })).toBeUndefined();
  });

  it.each([
    ['no name', { nutriments: { 'energy-kcal_100g': 100 } }],
    ['a blank name', { product_name: '  ', nutriments: { 'energy-kcal_100g': 100 } }],
    ['no nutriments', { product_name: 'X' }],
    ['no energy value', { product_name: 'X', nutriments: { proteins_100g: 5 } }],
    ['a non-object', 'Stubtella'],
    ['a numeric name', { product_name: 5, nutriments: { 'energy-kcal_100g': 100 } }],
  ])('drops a product with %s', (_case, product) => {
    expect(mapOffProduct(product)).toBeUndefined();
  });

  it('keeps each product name once and skips unusable products', () => {
    const results = mapOffProducts([STUBTELLA_PRODUCT, { product_name: 'Y' }, STUBTELLA_PRODUCT]);
    expect(results.map((result) => result.name)).toEqual(['Stubtella Hazelnut Spread']);
  });

  it('never yields a negative or non-finite number', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('energy-kcal_100g', 'energy_100g', 'proteins_100g', 'salt_100g', 'vitamin-a_100g'),
          fc.oneof(fc.double(), fc.string(), fc.constant(null)),
        ),
        (nutriments) => {
          const result = mapOffProduct({ product_name: 'X', nutriments });
          if (result === undefined) return;
          for (const value of Object.values(result)) {
            if (typeof value === 'number') expect(Number.isFinite(value) && value >= 0).toBe(true);
          }
        },
      ),
    );
  });
});
