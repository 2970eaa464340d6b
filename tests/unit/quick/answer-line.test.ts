import { describe, expect, it } from 'vitest';
import { incompatibleLine, line } from '@/components/quick/answer-line';
import es from '@/components/quick/answer-messages/es.json' with { type: 'json' };
import de from '@/components/quick/answer-messages/de.json' with { type: 'json' };
import type { QuickAnswer } from '@/lib/quick/types';

const answer = (from: string, to: string, value: number, result: number, formatted: string): QuickAnswer =>
  ({ kind: 'main', category: 'volume', from, to, value, result, formatted }) as QuickAnswer;

describe('the quick box answer line', () => {
  it('names cups and spoons as a cook does, not by their English symbols', () => {
    expect(line(answer('cup_us', 'ml', 2, 473.176473, '473,176473'), 'es', 'volume', [], undefined, es.RecipeConverter.units)).toBe(
      '2 tazas = 473,176473 mL',
    );
    expect(line(answer('ml', 'tbsp', 30, 2.028842, '2,028842'), 'de', 'volume', [], undefined, de.RecipeConverter.units)).toBe(
      '30 mL = 2,028842 EL',
    );
  });

  it('keeps the symbol of a unit a cook writes as a symbol anyway', () => {
    expect(line(answer('dl', 'ml', 2, 200, '200'), 'es', 'volume', [], undefined, es.RecipeConverter.units)).toBe('2 dL = 200 mL');
  });
});

describe('the quick box sentence for units that cannot meet', () => {
  const names: Record<string, string> = { 'volume/gal_uk': 'britische Gallonen', 'weight/kg': 'Kilogramm' };
  const nameOf = (ref: { category: string; unit: string }) => names[`${ref.category}/${ref.unit}`]!;
  const gallons = { category: 'volume', unit: 'gal_uk' } as const;
  const kilograms = { category: 'weight', unit: 'kg' } as const;

  it('opens a German sentence with a capital, even where the name starts with an adjective', () => {
    expect(incompatibleLine(de.QuickAnswer.incompatible, de.QuickAnswer.measures, nameOf, gallons, kilograms, 'de')).toBe(
      'Britische Gallonen messen das Volumen, Kilogramm messen das Gewicht.',
    );
  });

  it('keeps the name as written where the sentence does not open with it', () => {
    const spanish = (ref: { unit: string }) => (ref.unit === 'kg' ? 'kilogramos' : 'galones imperiales');
    expect(incompatibleLine(es.QuickAnswer.incompatible, es.QuickAnswer.measures, spanish, gallons, kilograms, 'es')).toMatch(
      /^No se puede pasar de galones imperiales a kilogramos/u,
    );
  });
});
