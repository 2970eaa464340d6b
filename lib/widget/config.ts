import * as z from 'zod/mini';
import { locales } from '@/i18n/locales';
import { isCategoryId, isUnitOf, type CategoryId } from '@/lib/units/catalogue';
import { readDefines } from '@/lib/custom-units/read-defines';
import type { WidgetConfig } from './defaults';
import { WIDGET_THEMES } from './frame';
import { WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';

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
