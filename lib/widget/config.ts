import * as z from 'zod/mini';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { getCategory, isCategoryId, isUnitOf, type CategoryId } from '@/lib/units/catalogue';
import { pairsOf } from '@/lib/units/pairs';
import { readDefines } from '@/lib/custom-units/read-defines';
import { DEFAULT_WIDGET_THEME, WIDGET_THEMES, type WidgetTheme } from './frame';
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
  readonly theme: WidgetTheme;
  /**
   * Units of one's own the widget offers, as definitions ("mug:350:ml", lib/custom-units): checked
   * by sanitizeWidgetConfig, so `from` and `to` may name them.
   */
  readonly define: readonly string[];
}

/** A category id we have (the API's zod schema, categoryIdSchema, accepts the same ids). */
export const categoryIdSchema = z.custom<CategoryId>(isCategoryId);

const sizeSchema = ({ min, max }: SizeLimits) => z.int().check(z.gte(min), z.lte(max));

/**
 * A complete, valid widget config: every field present and no other, both units members of the
 * category. zod/mini: the configurator runs in the browser.
 */
export const widgetConfigSchema = z
  .strictObject({
    category: categoryIdSchema,
    from: z.string(),
    to: z.string(),
    width: sizeSchema(WIDGET_WIDTH),
    height: sizeSchema(WIDGET_HEIGHT),
    lang: z.enum(locales),
    theme: z.enum(WIDGET_THEMES),
    define: z.array(z.string()),
  })
  .check(
    z.refine((config) => {
      const defined = readDefines(config.category, config.define);
      const known = (unit: string) => isUnitOf(config.category, unit) || (defined.ok && defined.units.some((own) => own.id === unit));
      return defined.ok && known(config.from) && known(config.to);
    }),
  ) satisfies z.ZodMiniType<WidgetConfig>;

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
  theme: DEFAULT_WIDGET_THEME,
  define: [],
};
