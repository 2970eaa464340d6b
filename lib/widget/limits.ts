import type { CategoryId } from '@/lib/units';

/**
 * The widget's sizes: the frame is 300-800 px wide and 250-600 px tall, 400x300 by
 * default; the configurator's preview never grows past 400x300. Zod-free on purpose: widget.js
 * bundles this file and must stay within its budget (WIDGET_SCRIPT_BUDGET_BYTES in
 * scripts/build-widget.ts).
 */

export interface SizeLimits {
  readonly min: number;
  readonly max: number;
  readonly fallback: number;
}

export const WIDGET_WIDTH = { min: 300, max: 800, fallback: 400 } as const satisfies SizeLimits;
export const WIDGET_HEIGHT = { min: 250, max: 600, fallback: 300 } as const satisfies SizeLimits;
export const PREVIEW_MAX = { width: 400, height: 300 } as const;

/** The converter a widget shows when its snippet names no category, or one we do not have. */
export const DEFAULT_WIDGET_CATEGORY = 'length' satisfies CategoryId;

// Whole or decimal pixels, optionally signed, optionally with "px": what people write in snippets.
const SIZE_PATTERN = /^\s*[+-]?\d{1,9}(\.\d+)?\s*(px)?\s*$/i;

/**
 * A size from a snippet or form: a number (or numeric text such as "500" or "500px") is rounded and
 * clamped into the limits, so a hand-edited data-width="1000" still gets the widest frame; anything
 * else (empty, "wide", NaN) is the default.
 */
export function toSize(value: unknown, limits: SizeLimits): number {
  let size = Number.NaN;
  if (typeof value === 'number') size = value;
  else if (typeof value === 'string' && SIZE_PATTERN.test(value)) size = Number.parseFloat(value.replace(/px/i, ''));
  if (!Number.isFinite(size)) return limits.fallback;
  return Math.min(limits.max, Math.max(limits.min, Math.round(size)));
}

/** The preview box of the configurator: the widget's size, but never larger than 400x300. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  return { width: Math.min(width, PREVIEW_MAX.width), height: Math.min(height, PREVIEW_MAX.height) };
}
