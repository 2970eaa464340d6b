import { defaultLocale, locales } from '@/i18n/locales';
import { isUnitOf } from '@/lib/units/catalogue';
import * as z from 'zod/mini';
import { defineText } from '@/lib/custom-units/define-text';
import { readDefines } from '@/lib/custom-units/read-defines';
import { categoryIdSchema } from './config';
import { DEFAULT_WIDGET_CONFIG, defaultUnitsOf, type WidgetConfig } from './defaults';
import { DEFAULT_WIDGET_THEME, WIDGET_THEMES } from './frame';
import { DEFAULT_WIDGET_CATEGORY, toSize, WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';

/** A query string repeats keys (`?from=a&from=b`): like URLSearchParams#get, the first one counts. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A parameter's first value as `schema` reads it, else `fallback`. */
const param = <T>(schema: z.ZodMiniType<T>, fallback: T) => z.pipe(z.transform(firstOf), z.catch(schema, fallback));
const size = (limits: SizeLimits) => z.transform((value: unknown) => toSize(firstOf(value), limits));

// Each field falls back on its own, so one bad parameter never costs the others. zod/mini: the
// configurator runs this in the browser, the embed page on the server, with the same rules.
const looseConfigSchema = z.object({
  category: param(categoryIdSchema, DEFAULT_WIDGET_CATEGORY),
  from: param(z.optional(z.string()), undefined),
  to: param(z.optional(z.string()), undefined),
  width: size(WIDGET_WIDTH),
  height: size(WIDGET_HEIGHT),
  lang: param(z.enum(locales), defaultLocale),
  theme: param(z.enum(WIDGET_THEMES), DEFAULT_WIDGET_THEME),
  // Every value counts (a definition per parameter, or several in one, comma-separated).
  define: z.catch(
    z.pipe(
      z.transform((value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
      z.array(z.string()),
    ),
    [],
  ),
});

/**
 * A valid widget config from anything: a page's search params, a form's state, a parsed snippet.
 * Unknown or malformed fields fall back to defaults (an unknown category to length; a unit that is
 * not of the category to that category's default unit, each side on its own); sizes are clamped
 * into their limits. Never throws, and never returns a unit of another category.
 */
export function sanitizeWidgetConfig(input: unknown): WidgetConfig {
  const loose = looseConfigSchema.safeParse(input).data;
  // Not an object (nothing, an array, a string): no parameters, the default widget.
  if (loose === undefined) return { ...DEFAULT_WIDGET_CONFIG };
  const defaults = defaultUnitsOf(loose.category);
  // Definitions that do not all read are dropped together, as a link's are (lib/custom-units/link.ts).
  const read = readDefines(loose.category, loose.define);
  const defined = read.ok ? read.units : [];
  const known = (unit: string | undefined): unit is string => isUnitOf(loose.category, unit) || defined.some((own) => own.id === unit);
  return {
    category: loose.category,
    from: known(loose.from) ? loose.from : defaults.from,
    to: known(loose.to) ? loose.to : defaults.to,
    width: loose.width,
    height: loose.height,
    lang: loose.lang,
    theme: loose.theme,
    // Only the definitions the chosen units need travel in a snippet.
    define: defined.filter((own) => own.id === loose.from || own.id === loose.to).map(defineText),
  };
}
