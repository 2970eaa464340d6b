import { defaultLocale, locales } from '@/i18n/locales';
import { isUnitOf } from '@/lib/units/catalogue';
import * as v from '@/lib/validate/readers';
import { DEFAULT_WIDGET_CONFIG, defaultUnitsOf, readCategoryId, type WidgetConfig } from './config';
import { DEFAULT_WIDGET_THEME, WIDGET_THEMES } from './frame';
import { DEFAULT_WIDGET_CATEGORY, toSize, WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';

/** A query string repeats keys (`?from=a&from=b`): like URLSearchParams#get, the first one counts. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A parameter as `reader` reads its first value, else `fallback`. */
const param = <T>(reader: v.Reader<T>, fallback: T) => v.orElse((value) => reader(firstOf(value)), fallback);
const size = (limits: SizeLimits) => (value: unknown) => toSize(firstOf(value), limits);

// Each field falls back on its own, so one bad parameter never costs the others. Read with
// lib/validate's readers, not zod: the configurator runs this in the browser, the embed page on
// the server, with the same rules.
const readLooseConfig = v.object({
  category: param(readCategoryId, DEFAULT_WIDGET_CATEGORY),
  from: param<string | undefined>(v.string(), undefined),
  to: param<string | undefined>(v.string(), undefined),
  width: size(WIDGET_WIDTH),
  height: size(WIDGET_HEIGHT),
  lang: param(v.oneOf(locales), defaultLocale),
  theme: param(v.oneOf(WIDGET_THEMES), DEFAULT_WIDGET_THEME),
});

/**
 * A valid widget config from anything: a page's search params, a form's state, a parsed snippet.
 * Unknown or malformed fields fall back to defaults (an unknown category to length; a unit that is
 * not of the category to that category's default unit, each side on its own); sizes are clamped
 * into their limits. Never throws, and never returns a unit of another category.
 */
export function sanitizeWidgetConfig(input: unknown): WidgetConfig {
  const loose = readLooseConfig(input);
  // Not an object (nothing, an array, a string): no parameters, the default widget.
  if (loose === v.INVALID) return { ...DEFAULT_WIDGET_CONFIG };
  const defaults = defaultUnitsOf(loose.category);
  return {
    category: loose.category,
    from: isUnitOf(loose.category, loose.from) ? loose.from : defaults.from,
    to: isUnitOf(loose.category, loose.to) ? loose.to : defaults.to,
    width: loose.width,
    height: loose.height,
    lang: loose.lang,
    theme: loose.theme,
  };
}
