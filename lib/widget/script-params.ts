import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { EMBED_PARAMS, isWidgetTheme } from './frame';
import { toSize, WIDGET_HEIGHT, WIDGET_WIDTH } from './limits';

/**
 * What widget.js makes of its script tag's data-* attributes. Zod-free and catalogue-free so the
 * script stays tiny: the embed page checks every category and unit id against the catalogue, so
 * here an id need only have an id's shape.
 */
const ID_SHAPE = /^[\w-]{1,40}$/;
/** Longer definitions than a link may carry are not passed on. */
const DEFINE_LENGTH = 600;

/** A script tag's data-* attributes (`element.dataset`): anything a page author wrote, or nothing. */
export type ScriptData = Readonly<Record<string, string | undefined>>;

export interface ScriptFrame {
  /** The embed page's query, holding only the parameters that passed validation. */
  query: string;
  width: number;
  height: number;
  lang: Locale;
}

/**
 * Passes a script tag's attributes on to the embed page: ids of an id's shape (the embed page checks
 * them and uses its defaults for any it does not know), sizes clamped into range. Without data-lang
 * the host page's own language (`<html lang="de-AT">`) is used when the site speaks it.
 */
export function scriptFrame(data: ScriptData, hostLang = ''): ScriptFrame {
  const id = (value: string | undefined) => (value !== undefined && ID_SHAPE.test(value) ? value : undefined);
  const category = id(data.category);
  const hostLocale = hostLang.toLowerCase().split('-')[0];
  const lang = isLocale(data.lang) ? data.lang : isLocale(hostLocale) ? hostLocale : undefined;
  const width = toSize(data.width, WIDGET_WIDTH);
  const height = toSize(data.height, WIDGET_HEIGHT);
  const values: Record<(typeof EMBED_PARAMS)[number], string | undefined> = {
    category,
    from: id(data.from),
    to: id(data.to),
    width: String(width),
    height: String(height),
    lang,
    theme: isWidgetTheme(data.theme) ? data.theme : undefined,
    // Definitions of one's own units ("mug:350:ml,scoop:30:g"): passed on whole, the embed page reads and checks them.
    define: data.define !== undefined && data.define.length <= DEFINE_LENGTH ? data.define : undefined,
  };
  const query = new URLSearchParams();
  for (const key of EMBED_PARAMS) {
    const value = values[key];
    if (value !== undefined) query.append(key, value);
  }
  return { query: query.toString(), width, height, lang: lang ?? defaultLocale };
}
