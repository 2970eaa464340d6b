/**
 * The visitor's kept units of volume and weight as the recipe reader takes them (custom-match.ts):
 * each one's size in millilitres or grams, by the converter's engine. Loaded by the page only for a
 * visitor who keeps units, as it brings the engine's tables of those two categories.
 */
import type { CustomUnit } from '@/lib/custom-units/types';
import { convert } from '@/lib/units/convert';
import type { RecipeCustomUnit } from '@/lib/recipe/custom-match';
import { foldForMatching } from '@/lib/recipe/unit-match';

const BASES = { volume: 'ml', weight: 'g' } as const;

/** Plural endings of the site's languages: "mugs", "tazones", "Tassen", "Kannen", "skjeer" ("Becher" needs none). */
const PLURALS = ['', 's', 'es', 'n', 'en', 'er'];

/** The kept units a recipe line can measure in: those of volume and weight. */
export function recipeCustomUnits(kept: readonly CustomUnit[]): RecipeCustomUnit[] {
  return kept.flatMap((unit): RecipeCustomUnit[] => {
    if (unit.category !== 'volume' && unit.category !== 'weight') return [];
    const base = BASES[unit.category];
    const size = convert(unit.category, unit.unit, base, Number(unit.amount));
    if (!(size > 0) || !Number.isFinite(size)) return [];
    const names = PLURALS.map((ending) => unit.name + ending);
    const words = [...new Set([...names, unit.symbol].map((word) => foldForMatching(word.normalize('NFC'))))];
    return [{ words, symbol: unit.symbol, unit: base, size }];
  });
}
