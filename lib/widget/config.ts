import { z } from 'zod';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { getCategory, isUnitOf, pairsOf, type CategoryId } from '@/lib/units';
import { categoryIdSchema } from '@/lib/units/schemas';
import { DEFAULT_WIDGET_CATEGORY, WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';

/** What a widget shows, plus the language of its labels. */
export interface WidgetConfig {
  readonly category: CategoryId;
  /** Unit ids of `category` (ids are scoped: "ms" is m/s in speed, milliseconds in time). */
  readonly from: string;
  readonly to: string;
  /** Frame size in CSS pixels, within WIDGET_WIDTH and WIDGET_HEIGHT. */
  readonly width: number;
  readonly height: number;
  readonly lang: Locale;
}

const sizeSchema = (limits: SizeLimits) => z.number().int().min(limits.min).max(limits.max);

/** A complete, valid widget config: every field present, both units members of the category. */
export const widgetConfigSchema = z
  .strictObject({
    category: categoryIdSchema,
    from: z.string(),
    to: z.string(),
    width: sizeSchema(WIDGET_WIDTH),
    height: sizeSchema(WIDGET_HEIGHT),
    lang: z.enum(locales),
  })
  .refine((config) => isUnitOf(config.category, config.from) && isUnitOf(config.category, config.to), {
    message: 'from and to must be units of the category',
  });

/**
 * The units a category's widget starts with: its most searched pair (length cm → in, weight kg →
 * lb), else its first two units as the converter card would choose.
 */
export function defaultUnitsOf(category: CategoryId): { from: string; to: string } {
  const popular = pairsOf(category)[0];
  if (popular !== undefined) return { from: popular.from, to: popular.to };
  const [first, second = first] = getCategory(category).units;
  return { from: first.id, to: second.id };
}

export const DEFAULT_WIDGET_CONFIG: WidgetConfig = {
  category: DEFAULT_WIDGET_CATEGORY,
  ...defaultUnitsOf(DEFAULT_WIDGET_CATEGORY),
  width: WIDGET_WIDTH.fallback,
  height: WIDGET_HEIGHT.fallback,
  lang: defaultLocale,
};
