import { z } from 'zod';
import { defaultLocale, locales } from '@/i18n/locales';
import { isUnitOf } from '@/lib/units';
import { categoryIdSchema } from '@/lib/units/schemas';
import { defaultUnitsOf, type WidgetConfig } from './config';
import { DEFAULT_WIDGET_THEME, WIDGET_THEMES } from './frame';
import { DEFAULT_WIDGET_CATEGORY, toSize, WIDGET_HEIGHT, WIDGET_WIDTH } from './limits';

/** A query string repeats keys (`?from=a&from=b`): like URLSearchParams#get, the first one counts. */
const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

// Each field falls back on its own, so one bad parameter never costs the others.
const looseConfigSchema = z.object({
  category: z.preprocess(firstOf, categoryIdSchema).catch(DEFAULT_WIDGET_CATEGORY),
  from: z.preprocess(firstOf, z.string()).optional().catch(undefined),
  to: z.preprocess(firstOf, z.string()).optional().catch(undefined),
  width: z.preprocess(firstOf, z.unknown()).transform((value) => toSize(value, WIDGET_WIDTH)),
  height: z.preprocess(firstOf, z.unknown()).transform((value) => toSize(value, WIDGET_HEIGHT)),
  lang: z.preprocess(firstOf, z.enum(locales)).catch(defaultLocale),
  theme: z.preprocess(firstOf, z.enum(WIDGET_THEMES)).catch(DEFAULT_WIDGET_THEME),
});

/**
 * A valid widget config from anything: a page's search params, a form's state, a parsed snippet.
 * Unknown or malformed fields fall back to defaults (an unknown category to length; a unit that is
 * not of the category to that category's default unit, each side on its own); sizes are clamped
 * into their limits. Never throws, and never returns a unit of another category.
 */
export function sanitizeWidgetConfig(input: unknown): WidgetConfig {
  const parsed = looseConfigSchema.safeParse(typeof input === 'object' && input !== null ? input : {});
  const loose = parsed.success ? parsed.data : looseConfigSchema.parse({});
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
