/**
 * Amounts in the chosen measurement system: metric, imperial or as written.
 *
 * Metric: kitchen measures become millilitres or grams by rounded display factors (cup 240 ml,
 * oz 28.35 g...); any amount of 1000 ml or g and more reads as litres or kilograms ("3.78 l", not
 * "3784 ml"; "1 kg", not "1000 g"), smaller metric amounts stay as written.
 * Imperial: millilitres become cups from 240 ml, tablespoons from 15 ml, teaspoons below; litres
 * are × 4.227 cups; grams become pounds from 453.59 g, ounces below; kilograms × 2.205 lb.
 * Units of the other system's own family, and counts (pieces, cloves, pinches), stay as written.
 * As written: every unit stays the recipe's own; only the amounts were scaled.
 */
import { RecipeError } from '@/lib/recipe/errors';
import { MEASUREMENT_SYSTEMS, type MeasurementSystem } from '@/lib/recipe/types';
import { RECIPE_UNITS, type RecipeUnitId } from '@/lib/recipe/units';
import type { QuantityStyle } from '@/lib/format/recipe';

export interface AmountInUnit {
  readonly quantity: number;
  readonly rangeEnd: number | null;
  readonly unit: RecipeUnitId;
}

const IMPERIAL_DISPLAY = {
  cupFromMl: 240,
  tbspFromMl: 15,
  tspFromMl: 5,
  cupsPerLitre: 4.227,
  lbFromGrams: 453.59,
  ozFromGrams: 28.35,
  lbPerKg: 2.205,
} as const;

const METRIC_STEP_UP = 1000;

function times(amount: AmountInUnit, factor: number, unit: RecipeUnitId): AmountInUnit {
  return {
    quantity: amount.quantity * factor,
    rangeEnd: amount.rangeEnd === null ? null : amount.rangeEnd * factor,
    unit,
  };
}

function toMetric(amount: AmountInUnit): AmountInUnit {
  const definition = RECIPE_UNITS[amount.unit];
  if (definition.kind === 'count' || definition.system === 'neutral') return amount;
  const base =
    definition.kind === 'volume'
      ? times(amount, 'metricDisplay' in definition ? definition.metricDisplay.factor : definition.ml, 'ml')
      : times(amount, 'metricDisplay' in definition ? definition.metricDisplay.factor : definition.grams, 'g');
  if (base.quantity >= METRIC_STEP_UP) return times(base, 1 / METRIC_STEP_UP, base.unit === 'ml' ? 'l' : 'kg');
  // Below a litre or a kilogram, metric amounts stay as written ("3 dl", "0.5 l").
  return definition.system === 'metric' ? amount : base;
}

function toImperial(amount: AmountInUnit): AmountInUnit {
  const definition = RECIPE_UNITS[amount.unit];
  if (definition.kind === 'count' || definition.system !== 'metric') return amount;
  if (amount.unit === 'l') return times(amount, IMPERIAL_DISPLAY.cupsPerLitre, 'cup');
  if (amount.unit === 'kg') return times(amount, IMPERIAL_DISPLAY.lbPerKg, 'lb');
  if (definition.kind === 'volume') {
    const ml = times(amount, definition.ml, 'ml');
    if (ml.quantity >= IMPERIAL_DISPLAY.cupFromMl) return times(ml, 1 / IMPERIAL_DISPLAY.cupFromMl, 'cup');
    if (ml.quantity >= IMPERIAL_DISPLAY.tbspFromMl) return times(ml, 1 / IMPERIAL_DISPLAY.tbspFromMl, 'tbsp');
    return times(ml, 1 / IMPERIAL_DISPLAY.tspFromMl, 'tsp');
  }
  const grams = times(amount, definition.grams, 'g');
  if (grams.quantity >= IMPERIAL_DISPLAY.lbFromGrams) return times(grams, 1 / IMPERIAL_DISPLAY.lbFromGrams, 'lb');
  return times(grams, 1 / IMPERIAL_DISPLAY.ozFromGrams, 'oz');
}

export function isMeasurementSystem(value: unknown): value is MeasurementSystem {
  return typeof value === 'string' && (MEASUREMENT_SYSTEMS as readonly string[]).includes(value);
}

/** The amount as it should be shown in `system`. */
export function amountInSystem(amount: AmountInUnit, system: MeasurementSystem): AmountInUnit {
  // Weighing dry ingredients happens before (weighed-amount.ts); what is left shows as metric.
  if (system === 'metric' || system === 'metric-weight') return toMetric(amount);
  if (system === 'imperial') return toImperial(amount);
  if (system === 'as-written') return amount;
  throw new RecipeError('UNKNOWN_SYSTEM', { value: String(system), validOptions: MEASUREMENT_SYSTEMS });
}

/** Metric units read as decimals, kitchen measures and counts as fractions. */
export function quantityStyle(unit: RecipeUnitId): QuantityStyle {
  const definition = RECIPE_UNITS[unit];
  return definition.kind !== 'count' && definition.system === 'metric' ? 'decimal' : 'fraction';
}
