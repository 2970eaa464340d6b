import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { getCategory, isCategoryId, isUnitOf, type CategoryId } from '@/lib/units/catalogue';
import { pairsOf } from '@/lib/units/pairs';
import * as v from '@/lib/validate/readers';
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
}

/** A category id we have (the API's zod schema, categoryIdSchema, accepts the same ids). */
export const readCategoryId = v.guard(isCategoryId);

const readSize = ({ min, max }: SizeLimits) => v.number({ int: true, min, max });

/**
 * A complete, valid widget config: every field present and no other, both units members of the
 * category. Read with lib/validate's readers, not zod: the configurator runs in the browser.
 */
export const readWidgetConfig = v.refine(
  v.strictObject({
    category: readCategoryId,
    from: v.string(),
    to: v.string(),
    width: readSize(WIDGET_WIDTH),
    height: readSize(WIDGET_HEIGHT),
    lang: v.oneOf(locales),
    theme: v.oneOf(WIDGET_THEMES),
  }),
  (config) => isUnitOf(config.category, config.from) && isUnitOf(config.category, config.to),
) satisfies v.Reader<WidgetConfig>;

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
};
