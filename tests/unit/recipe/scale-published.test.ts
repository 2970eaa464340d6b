import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLine } from '@/lib/recipe/parse-line';
import { scaleIngredient } from '@/lib/recipe/scale';
import { PUBLISHED_LINES } from './fixtures/published-lines';

const line = fc.constantFrom(...PUBLISHED_LINES.map((published) => published.line));
const factor = fc.double({ min: 0.01, max: 100, noNaN: true });

describe('scaling published lines', () => {
  it('multiplies the amount only: package size, count word, name and notes stay', () => {
    fc.assert(
      fc.property(line, factor, (text, by) => {
        const parsed = parseLine(text);
        const scaled = scaleIngredient(parsed, by);
        expect(scaled.pack).toEqual(parsed.pack);
        expect(scaled.noun).toEqual(parsed.noun);
        expect(scaled.name).toBe(parsed.name);
        if (parsed.kind === 'measured') expect(scaled.quantity).toBeCloseTo(parsed.quantity * by, 9);
        else expect(scaled).toEqual(parsed);
      }),
    );
  });

  it('never reads the second measure of a pair into the name', () => {
    for (const text of [
      '150g/5½oz fillet steak',
      '1 cup (240 ml) whole milk',
      '500g/1lb 2oz lean minced beef',
      '2 tablespoons/30 milliliters olive oil',
    ]) {
      expect(parseLine(text).name).not.toMatch(/\d|oz\b|ml\b|milliliters/);
    }
  });

  it('reads any text without crashing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const parsed = parseLine(text);
        expect(['empty', 'text', 'measured']).toContain(parsed.kind);
      }),
    );
  });
});
