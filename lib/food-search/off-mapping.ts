/**
 * Open Food Facts search answers → our food search results.
 *
 * Reading of the fields (OFF API docs, "Nutrients handling in Open Food Facts"): every `<nutrient>_100g`
 * value is per 100 g in the nutrient's standard unit, which is the gram for everything except energy;
 * `energy-kcal_100g` is in kcal and `energy_100g` in kJ. Values are usually numbers but older records
 * hold numeric strings, so both are accepted. Hence:
 * - calories: energy-kcal_100g, else energy_100g ÷ 4.184 (kJ → kcal);
 * - protein, carbs, fat, fiber, sugar: proteins_, carbohydrates_, fat_, fiber_, sugars_100g, in g;
 * - sodium mg: sodium_100g × 1000, else salt_100g ÷ 2.5 × 1000 (EU labels give salt = 2.5 × sodium);
 * - calcium, iron, vitaminC mg: calcium_, iron_, vitamin-c_100g × 1000 (g → mg);
 * - vitaminA IU: vitamin-a_100g × 1,000,000 (g → µg retinol) × 3.33. The "× 3.33" is the
 *   µg-to-IU factor (1 IU = 0.3 µg retinol); applied to OFF's grams directly it would be a
 *   million times too small.
 * A missing nutrient counts as 0, and so does an impossible one (over 100 g per 100 g, or energy
 * beyond pure fat's). A product without a name or without a usable energy value is dropped.
 * Values are rounded to 2 decimals, like every nutrient the site shows.
 */
import { z } from 'zod';
import { roundTo } from '@/lib/format/round';
import { searchKey } from '@/lib/nutrition/search-text';
import type { FoodSearchResult } from '@/lib/nutrition/types';

const KJ_PER_KCAL = 4.184;
const SALT_PER_SODIUM = 2.5;
const IU_PER_MICROGRAM_VITAMIN_A = 3.33;
const MG_PER_G = 1000;
const MICROGRAMS_PER_G = 1_000_000;

/** The envelope must be right; single products are read leniently and skipped when unusable. */
export const offSearchAnswerSchema = z.object({
  products: z.array(z.unknown()),
});

const offProductSchema = z.object({
  product_name: z.string().optional(),
  nutriments: z.record(z.string(), z.unknown()).optional(),
});

// Nothing holds more than 100 g of anything per 100 g, nor more energy than pure fat (~900 kcal,
// ~3,800 kJ); OFF records beyond that are typing errors and count as missing.
const MAX_GRAMS = 100;
const MAX_KCAL = 1_000;
const MAX_KJ = 1_000 * KJ_PER_KCAL;

function amount(nutriments: Readonly<Record<string, unknown>>, field: string, max: number = MAX_GRAMS): number | undefined {
  const raw = nutriments[field];
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\s*\d+([.,]\d+)?\s*$/.test(raw)
        ? Number(raw.replace(',', '.'))
        : undefined;
  return value !== undefined && Number.isFinite(value) && value >= 0 && value <= max ? value : undefined;
}

/** Amounts taken from Open Food Facts are kept to 2 decimals, like the built-in table's. */
const OFF_DECIMALS = 2;

function scaled(value: number | undefined, factor: number): number {
  return value === undefined ? 0 : roundTo(value * factor, OFF_DECIMALS);
}

function caloriesOf(nutriments: Readonly<Record<string, unknown>>): number | undefined {
  const kcal = amount(nutriments, 'energy-kcal_100g', MAX_KCAL);
  if (kcal !== undefined) return roundTo(kcal, OFF_DECIMALS);
  const kj = amount(nutriments, 'energy_100g', MAX_KJ);
  return kj === undefined ? undefined : roundTo(kj / KJ_PER_KCAL, OFF_DECIMALS);
}

function sodiumMgOf(nutriments: Readonly<Record<string, unknown>>): number {
  const sodium = amount(nutriments, 'sodium_100g');
  if (sodium !== undefined) return scaled(sodium, MG_PER_G);
  const salt = amount(nutriments, 'salt_100g');
  return salt === undefined ? 0 : scaled(salt / SALT_PER_SODIUM, MG_PER_G);
}

/** One OFF product as a food search result, or undefined when it has no name or no energy. */
export function mapOffProduct(product: unknown): FoodSearchResult | undefined {
  const parsed = offProductSchema.safeParse(product);
  if (!parsed.success) return undefined;
  const name = parsed.data.product_name?.trim() ?? '';
  const nutriments = parsed.data.nutriments ?? {};
  const calories = caloriesOf(nutriments);
  const slug = searchKey(name).replaceAll(' ', '-');
  if (slug === '' || calories === undefined) return undefined;
  return {
    id: `off-${slug}`,
    name,
    servingSize: 100,
    calories,
    protein: scaled(amount(nutriments, 'proteins_100g'), 1),
    carbs: scaled(amount(nutriments, 'carbohydrates_100g'), 1),
    fat: scaled(amount(nutriments, 'fat_100g'), 1),
    fiber: scaled(amount(nutriments, 'fiber_100g'), 1),
    sugar: scaled(amount(nutriments, 'sugars_100g'), 1),
    sodium: sodiumMgOf(nutriments),
    calcium: scaled(amount(nutriments, 'calcium_100g'), MG_PER_G),
    iron: scaled(amount(nutriments, 'iron_100g'), MG_PER_G),
    vitaminC: scaled(amount(nutriments, 'vitamin-c_100g'), MG_PER_G),
    vitaminA: scaled(amount(nutriments, 'vitamin-a_100g'), MICROGRAMS_PER_G * IU_PER_MICROGRAM_VITAMIN_A),
  };
}

/** The usable products of an answer, each name once (OFF often lists the same product twice). */
export function mapOffProducts(products: readonly unknown[]): FoodSearchResult[] {
  const results = new Map<string, FoodSearchResult>();
  for (const product of products) {
    const result = mapOffProduct(product);
    if (result !== undefined && !results.has(result.id)) results.set(result.id, result);
  }
  return [...results.values()];
}
