import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { EMBED_PARAMS, isWidgetTheme } from './frame';
import { DEFAULT_WIDGET_CATEGORY, toSize, WIDGET_HEIGHT, WIDGET_WIDTH } from './limits';

/**
 * What widget.js makes of its script tag's data-* attributes. Zod-free and catalogue-free so the
 * script stays tiny: the unit ids arrive as a compact table built from lib/units at build time.
 */

/** Unit ids of each category, space-separated: `{ length: 'mm cm m km in ft yd mi', … }`. */
export type UnitTable = Readonly<Record<string, string>>;

/** A table entry that lets any three-letter code through (currencies; the embed page checks them). */
export const ANY_CURRENCY_CODE = '*';
const CURRENCY_SHAPE = /^[a-z]{3}$/;

/** A script tag's data-* attributes (`element.dataset`): anything a page author wrote, or nothing. */
export type ScriptData = Readonly<Record<string, string | undefined>>;

export interface ScriptFrame {
  /** The embed page's query, holding only the parameters that passed validation. */
  query: string;
  width: number;
  height: number;
  lang: Locale;
}

const hasOwn = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/**
 * Validates a script tag's attributes the way the embed page does: a category we have, units of that
 * category (or of the default one), sizes clamped into range. Invalid values are left out of the
 * query and the embed page uses its defaults for them. Without data-lang the host page's own
 * language (`<html lang="de-AT">`) is used when the site speaks it.
 */
export function scriptFrame(data: ScriptData, units: UnitTable, hostLang = ''): ScriptFrame {
  const category = data.category !== undefined && hasOwn(units, data.category) ? data.category : undefined;
  const listed = units[category ?? DEFAULT_WIDGET_CATEGORY] ?? '';
  const unitIds = listed.split(' ');
  const known = (id: string) => (listed === ANY_CURRENCY_CODE ? CURRENCY_SHAPE.test(id) : unitIds.includes(id));
  const unit = (id: string | undefined) => (id !== undefined && known(id) ? id : undefined);
  const hostLocale = hostLang.toLowerCase().split('-')[0];
  const lang = isLocale(data.lang) ? data.lang : isLocale(hostLocale) ? hostLocale : undefined;
  const width = toSize(data.width, WIDGET_WIDTH);
  const height = toSize(data.height, WIDGET_HEIGHT);
  const values: Record<(typeof EMBED_PARAMS)[number], string | undefined> = {
    category,
    from: unit(data.from),
    to: unit(data.to),
    width: String(width),
    height: String(height),
    lang,
    theme: isWidgetTheme(data.theme) ? data.theme : undefined,
  };
  const query = new URLSearchParams();
  for (const key of EMBED_PARAMS) {
    const value = values[key];
    if (value !== undefined) query.append(key, value);
  }
  return { query: query.toString(), width, height, lang: lang ?? defaultLocale };
}
