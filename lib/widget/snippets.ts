import { defaultLocale, type Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units';
import { DEFAULT_WIDGET_CONFIG, type WidgetConfig } from './defaults';
import {
  DEFAULT_WIDGET_THEME,
  EMBED_PARAMS,
  EMBED_PATH,
  FRAME_ALLOW,
  FRAME_SANDBOX,
  FRAME_STYLE,
  SCRIPT_PATH,
  type EmbedParam,
} from './frame';
import { sanitizeWidgetConfig } from './sanitize';

/**
 * The code people paste into their pages. Snippets re-sanitise what they are given, so whatever a
 * form holds, a snippet never names a unit of another category or a size out of range; every value
 * is written as an escaped attribute, never as markup.
 */

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** Text made safe inside a double-quoted HTML attribute. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

/**
 * A URL inside a double-quoted attribute. Its "&" stay as people read and edit them
 * (`?category=length&from=cm`): every one starts a fixed key followed by "=", which HTML never reads
 * as a character reference, and the values are URL-encoded catalogue ids, numbers and locales.
 */
function urlAttribute(url: string): string {
  return url.replace(/["<>]/g, (char) => ATTRIBUTE_ESCAPES[char]!);
}

function originOf(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The keys a snippet writes: the theme only when it is not the default (auto). */
function writtenParams(config: WidgetConfig, params: readonly EmbedParam[]): EmbedParam[] {
  return EMBED_PARAMS.filter(
    (key) =>
      params.includes(key) && (key !== 'theme' || config.theme !== DEFAULT_WIDGET_THEME) && (key !== 'define' || config.define.length > 0),
  );
}

/** A key's values as the query and data-* attributes write them: definitions one per `define`. */
const valuesOf = (config: WidgetConfig, key: EmbedParam): readonly string[] => (key === 'define' ? config.define : [String(config[key])]);

/**
 * The embed page's query for a config, keys always in the same order: `category=length&from=cm&…`;
 * `params` chooses which keys are written (the others take the embed page's defaults).
 */
function embedQuery(config: WidgetConfig, params: readonly EmbedParam[] = EMBED_PARAMS): string {
  const safe = sanitizeWidgetConfig(config);
  return new URLSearchParams(writtenParams(safe, params).flatMap((key) => valuesOf(safe, key).map((value) => [key, value]))).toString();
}

/** Where a frame showing this config points: absolute with an origin, root-relative without one. */
export function embedUrl(config: WidgetConfig, origin = '', params: readonly EmbedParam[] = EMBED_PARAMS): string {
  return `${originOf(origin)}${EMBED_PATH}?${embedQuery(config, params)}`;
}

export interface IframeSnippetOptions {
  origin: string;
  config: WidgetConfig;
  /** The frame's accessible name, in the page's language. */
  title: string;
  /** The query keys the src names; all of them unless told. */
  params?: readonly EmbedParam[];
}

/** The recommended snippet: a plain iframe, which works even where a page may not run scripts. */
export function iframeSnippet({ origin, config, title, params }: IframeSnippetOptions): string {
  const safe = sanitizeWidgetConfig(config);
  const attributes: [string, string][] = [
    ['width', String(safe.width)],
    ['height', String(safe.height)],
    ['title', title],
    ['style', FRAME_STYLE],
    ['loading', 'lazy'],
    ['sandbox', FRAME_SANDBOX],
    ['allow', FRAME_ALLOW],
  ];
  const rest = attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
  return `<iframe src="${urlAttribute(embedUrl(safe, origin, params))}" ${rest}></iframe>`;
}

export interface PairEmbedOptions {
  origin: string;
  pair: { readonly category: CategoryId; readonly from: string; readonly to: string };
  /** The pair page's language: its widget speaks it too. */
  locale: Locale;
  title: string;
}

/**
 * The pair page's embed card: the widget's frame at its default 400x300 with the
 * pair's category and units in the query, and the language when it is not the embed page's default.
 */
export function pairEmbedSnippet({ origin, pair, locale, title }: PairEmbedOptions): string {
  const config: WidgetConfig = { ...DEFAULT_WIDGET_CONFIG, category: pair.category, from: pair.from, to: pair.to, lang: locale };
  const params: readonly EmbedParam[] = locale === defaultLocale ? ['category', 'from', 'to'] : ['category', 'from', 'to', 'lang'];
  return iframeSnippet({ origin, config, title, params });
}

/** The script-tag snippet: widget.js reads the data-* attributes and puts the same frame beside itself. */
export function scriptSnippet({ origin, config }: Omit<IframeSnippetOptions, 'title'>): string {
  const safe = sanitizeWidgetConfig(config);
  const data = writtenParams(safe, EMBED_PARAMS)
    .map((key) => `data-${key}="${escapeAttribute(valuesOf(safe, key).join(','))}"`)
    .join(' ');
  return `<script src="${escapeAttribute(originOf(origin) + SCRIPT_PATH)}" ${data} async></script>`;
}
