import { defaultLocale, type Locale } from '@/i18n/locales';
import { getCategory, type CategoryId } from '@/lib/units/catalogue';
import { pairsOf } from '@/lib/units/pairs';
import { DEFAULT_WIDGET_THEME, type WidgetTheme } from './frame';
import { DEFAULT_WIDGET_CATEGORY, WIDGET_HEIGHT, WIDGET_WIDTH } from './limits';

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

/** What the configurator's form holds, as typed: sizes stay text until they leave the field. */
export interface WidgetChoice {
  readonly category: string;
  readonly from: string;
  readonly to: string;
  readonly width: string;
  readonly height: string;
  readonly theme: string;
}

/** A config as the configurator's form shows it. */
export const choiceOf = (config: WidgetConfig): WidgetChoice => ({
  category: config.category,
  from: config.from,
  to: config.to,
  width: String(config.width),
  height: String(config.height),
  theme: config.theme,
});
