import { describe, expect, it } from 'vitest';
import { parseLine, parseRecipe } from '@/lib/recipe/parse-line';
import type { RecipeUnitId } from '@/lib/recipe/units';

type Case = readonly [line: string, quantity: number, unit: RecipeUnitId, name: string];

// Every amount form and unit word the parser reads, by language.
const CASES: Readonly<Record<string, readonly Case[]>> = {
  'amount forms': [
    ['2 cups flour', 2, 'cup', 'flour'],
    ['1/2 cup sugar', 0.5, 'cup', 'sugar'],
    ['1 1/2 cups milk', 1.5, 'cup', 'milk'],
    ['1 ⁄ 3 cup oil', 1 / 3, 'cup', 'oil'],
    ['½ cup water', 0.5, 'cup', 'water'],
    ['⅓ cup oil', 1 / 3, 'cup', 'oil'],
    ['⅔ cup oil', 2 / 3, 'cup', 'oil'],
    ['¼ tsp salt', 0.25, 'tsp', 'salt'],
    ['¾ cup rice', 0.75, 'cup', 'rice'],
    ['⅛ tsp nutmeg', 0.125, 'tsp', 'nutmeg'],
    ['⅜ cup cream', 0.375, 'cup', 'cream'],
    ['⅝ cup cream', 0.625, 'cup', 'cream'],
    ['⅞ cup cream', 0.875, 'cup', 'cream'],
    ['⅕ cup honey', 0.2, 'cup', 'honey'],
    ['⅖ cup honey', 0.4, 'cup', 'honey'],
    ['⅗ cup honey', 0.6, 'cup', 'honey'],
    ['⅘ cup honey', 0.8, 'cup', 'honey'],
    ['⅙ cup honey', 1 / 6, 'cup', 'honey'],
    ['⅚ cup honey', 5 / 6, 'cup', 'honey'],
    ['1½ tsp salt', 1.5, 'tsp', 'salt'],
    ['2 ¼ cups flour', 2.25, 'cup', 'flour'],
    ['1.5 l milk', 1.5, 'l', 'milk'],
    ['1,5 l milk', 1.5, 'l', 'milk'],
    ['.5 cup milk', 0.5, 'cup', 'milk'],
    ['2-3 cloves garlic', 2, 'clove', 'garlic'],
    ['2 – 3 cloves garlic', 2, 'clove', 'garlic'],
    ['200g flour', 200, 'g', 'flour'],
    ['  3 eggs  ', 3, 'egg', 'eggs'],
  ],
  'English unit words': [
    ['2 c flour', 2, 'cup', 'flour'],
    ['2 c. flour', 2, 'cup', 'flour'],
    ['1 tbsp oil', 1, 'tbsp', 'oil'],
    ['1 Tbsp. oil', 1, 'tbsp', 'oil'],
    ['1 T oil', 1, 'tbsp', 'oil'],
    ['2 tablespoons oil', 2, 'tbsp', 'oil'],
    ['1 tsp salt', 1, 'tsp', 'salt'],
    ['1 t salt', 1, 'tsp', 'salt'],
    ['2 teaspoons salt', 2, 'tsp', 'salt'],
    ['4 fl oz rum', 4, 'fl-oz', 'rum'],
    ['4 fl. oz. rum', 4, 'fl-oz', 'rum'],
    ['2 fluid ounces rum', 2, 'fl-oz', 'rum'],
    ['250 ml milk', 250, 'ml', 'milk'],
    ['1 l water', 1, 'l', 'water'],
    ['2 litres water', 2, 'l', 'water'],
    ['1 pint cream', 1, 'pint', 'cream'],
    ['1 quart stock', 1, 'quart', 'stock'],
    ['500 g flour', 500, 'g', 'flour'],
    ['500 grams flour', 500, 'g', 'flour'],
    ['1 kg potatoes', 1, 'kg', 'potatoes'],
    ['8 oz cheese', 8, 'oz', 'cheese'],
    ['2 ounces cheese', 2, 'oz', 'cheese'],
    ['1 lb beef', 1, 'lb', 'beef'],
    ['2 lbs beef', 2, 'lb', 'beef'],
    ['2 pounds beef', 2, 'lb', 'beef'],
    ['2 pieces chicken', 2, 'piece', 'chicken'],
    ['2 eggs', 2, 'egg', 'eggs'],
    ['1 stick butter', 1, 'stick', 'butter'],
    ['3 cloves garlic', 3, 'clove', 'garlic'],
    ['2 slices bread', 2, 'slice', 'bread'],
    ['1 pinch salt', 1, 'pinch', 'salt'],
    ['1 dash tabasco', 1, 'dash', 'tabasco'],
    ['3 drops vanilla', 3, 'drop', 'vanilla'],
    ['2 cups of flour', 2, 'cup', 'flour'],
    ['3 large eggs', 3, 'egg', 'large eggs'],
  ],
  Spanish: [
    ['2 tazas de harina', 2, 'cup', 'harina'],
    ['1 cucharada de aceite', 1, 'tbsp', 'aceite'],
    ['1 cucharadita de sal', 1, 'tsp', 'sal'],
    ['200 gramos de azúcar', 200, 'g', 'azúcar'],
    ['1 litro de leche', 1, 'l', 'leche'],
    ['2 piezas de pollo', 2, 'piece', 'pollo'],
    ['3 unidades de tomate', 3, 'piece', 'tomate'],
    ['2 huevos', 2, 'egg', 'huevos'],
    ['2 dientes de ajo', 2, 'clove', 'ajo'],
    ['1 pizca de sal', 1, 'pinch', 'sal'],
    ['2 rebanadas de pan', 2, 'slice', 'pan'],
  ],
  German: [
    ['2 Tassen Mehl', 2, 'cup', 'Mehl'],
    ['2 EL Zucker', 2, 'tbsp', 'Zucker'],
    ['1 TL Salz', 1, 'tsp', 'Salz'],
    ['1 Esslöffel Öl', 1, 'tbsp', 'Öl'],
    ['500 g Mehl', 500, 'g', 'Mehl'],
    ['1 Liter Milch', 1, 'l', 'Milch'],
    ['2 Stück Äpfel', 2, 'piece', 'Äpfel'],
    ['3 Stk. Tomaten', 3, 'piece', 'Tomaten'],
    ['4 Eier', 4, 'egg', 'Eier'],
    ['2 Zehen Knoblauch', 2, 'clove', 'Knoblauch'],
    ['1 Prise Salz', 1, 'pinch', 'Salz'],
    ['2 Scheiben Brot', 2, 'slice', 'Brot'],
  ],
  French: [
    ['2 tasses de farine', 2, 'cup', 'farine'],
    ['1 cuillère à soupe de sucre', 1, 'tbsp', 'sucre'],
    ['2 cuillères à soupe de sucre', 2, 'tbsp', 'sucre'],
    ['1 cuillère à café de sel', 1, 'tsp', 'sel'],
    ['2 c. à s. de sucre', 2, 'tbsp', 'sucre'],
    ['1 tasse d’huile', 1, 'cup', 'huile'],
    ["1 tasse d'huile", 1, 'cup', 'huile'],
    ['250 g de beurre', 250, 'g', 'beurre'],
    ['20 cl de crème', 20, 'cl', 'crème'],
    ['2 pièces de poulet', 2, 'piece', 'poulet'],
    ['3 œufs', 3, 'egg', 'œufs'],
    ['2 gousses d’ail', 2, 'clove', 'ail'],
    ['1 pincée de sel', 1, 'pinch', 'sel'],
  ],
  Norwegian: [
    ['3 dl melk', 3, 'dl', 'melk'],
    ['2 ss smør', 2, 'tbsp', 'smør'],
    ['1 ts salt', 1, 'tsp', 'salt'],
    ['2 kopper hvetemel', 2, 'cup', 'hvetemel'],
    ['500 g hvetemel', 500, 'g', 'hvetemel'],
    ['1 liter vann', 1, 'l', 'vann'],
    ['2 stk epler', 2, 'piece', 'epler'],
    ['3 egg', 3, 'egg', 'egg'],
    ['2 fedd hvitløk', 2, 'clove', 'hvitløk'],
    ['1 klype salt', 1, 'pinch', 'salt'],
    ['4 skiver brød', 4, 'slice', 'brød'],
  ],
};

describe('parseLine reads an amount, a unit word and the food', () => {
  for (const [group, cases] of Object.entries(CASES)) {
    describe(group, () => {
      it.each(cases)('reads %j as %d × %s of %j', (line, quantity, unit, name) => {
        const parsed = parseLine(line);
        expect(parsed.kind).toBe('measured');
        expect(parsed.quantity).toBeCloseTo(quantity, 12);
        expect(parsed.unit).toBe(unit);
        expect(parsed.name).toBe(name);
        expect(parsed.original).toBe(line);
      });
    });
  }
});

describe('parseLine details', () => {
  it('keeps the upper end of a range and takes the lower one as the quantity', () => {
    expect(parseLine('2-3 cloves garlic')).toMatchObject({ quantity: 2, rangeEnd: 3 });
    expect(parseLine('1/2-1 cup milk')).toMatchObject({ quantity: 0.5, rangeEnd: 1, unit: 'cup' });
    expect(parseLine('2 cups flour').rangeEnd).toBeNull();
  });

  it('turns a line without a leading number into one piece named by the whole line', () => {
    expect(parseLine('Salt and pepper to taste')).toMatchObject({
      kind: 'text',
      quantity: 1,
      unit: 'piece',
      name: 'Salt and pepper to taste',
    });
  });

  it('turns a blank line into an empty item', () => {
    for (const line of ['', '   ', '\t']) {
      expect(parseLine(line)).toMatchObject({ kind: 'empty', name: '', quantity: 0 });
    }
  });

  it('does not read a number glued to a word that is no unit as an amount ("7up")', () => {
    expect(parseLine('7up')).toMatchObject({ kind: 'text', quantity: 1, name: '7up' });
  });

  it('does not read a fraction over zero as an amount', () => {
    expect(parseLine('1/0 cup milk')).toMatchObject({ kind: 'text', name: '1/0 cup milk' });
  });

  it('tells the tablespoon "T" from the teaspoon "t", and German "EL" from the Spanish article "el"', () => {
    expect(parseLine('1 T sugar').unit).toBe('tbsp');
    expect(parseLine('1 t sugar').unit).toBe('tsp');
    expect(parseLine('2 el pan')).toMatchObject({ unit: 'piece', name: 'el pan', unitWritten: false });
  });

  it('does not take the start of a longer word for a unit ("large", "tomatoes")', () => {
    expect(parseLine('1 large onion')).toMatchObject({ unit: 'piece', name: 'large onion' });
    expect(parseLine('2 tomatoes')).toMatchObject({ unit: 'piece', name: 'tomatoes' });
  });

  it('keeps the connector for display but out of the name', () => {
    expect(parseLine('2 tazas de harina')).toMatchObject({ name: 'harina', connector: 'de ' });
    expect(parseLine("1 tasse d'huile")).toMatchObject({ name: 'huile', connector: "d'" });
    expect(parseLine('2 cups flour').connector).toBe('');
  });

  it('leaves the name empty when only an amount and a unit are given', () => {
    expect(parseLine('2 cups')).toMatchObject({ quantity: 2, unit: 'cup', name: '' });
  });

  it('records whether the unit was written', () => {
    expect(parseLine('2 pieces chicken').unitWritten).toBe(true);
    expect(parseLine('2 chicken breasts').unitWritten).toBe(false);
  });
});

describe('parseRecipe', () => {
  it('parses every line in order, blank ones as empty items, with ids from the line position', () => {
    const parsed = parseRecipe(['2 cups flour', '', 'Salt']);
    expect(parsed.map((item) => [item.id, item.kind])).toEqual([
      ['ingredient-1', 'measured'],
      ['ingredient-2', 'empty'],
      ['ingredient-3', 'text'],
    ]);
  });
});
