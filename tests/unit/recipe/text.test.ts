import { describe, expect, it } from 'vitest';
import { recipeFileName, recipeText } from '@/lib/recipe/text';

describe('recipe text', () => {
  it('names the file after the servings, as recipe-{servings}-servings.txt', () => {
    expect(recipeFileName(4)).toBe('recipe-4-servings.txt');
    expect(recipeFileName(1)).toBe('recipe-1-servings.txt');
  });

  it('is the title, a blank line, then one line per ingredient', () => {
    expect(recipeText('Recipe for 4 servings', [{ converted: '960 ml flour' }, { converted: '4 eggs' }])).toBe(
      'Recipe for 4 servings\n\n- 960 ml flour\n- 4 eggs\n',
    );
  });
});
