import type { WidgetConfig } from './config';
import { EMBED_PARAMS, EMBED_PATH, FRAME_ALLOW, FRAME_SANDBOX, FRAME_STYLE, SCRIPT_PATH } from './frame';
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

function originOf(origin: string): string {
  return origin.replace(/\/+$/, '');
}

/** The embed page's query for a config, keys always in the same order: `category=length&from=cm&…`. */
export function embedQuery(config: WidgetConfig): string {
  const safe = sanitizeWidgetConfig(config);
  return new URLSearchParams(EMBED_PARAMS.map((key) => [key, String(safe[key])])).toString();
}

/** Where a frame showing this config points: absolute with an origin, root-relative without one. */
export function embedUrl(config: WidgetConfig, origin = ''): string {
  return `${originOf(origin)}${EMBED_PATH}?${embedQuery(config)}`;
}

export interface IframeSnippetOptions {
  origin: string;
  config: WidgetConfig;
  /** The frame's accessible name, in the page's language. */
  title: string;
}

/** The recommended snippet: a plain iframe, which works even where a page may not run scripts. */
export function iframeSnippet({ origin, config, title }: IframeSnippetOptions): string {
  const safe = sanitizeWidgetConfig(config);
  const attributes: [string, string][] = [
    ['src', embedUrl(safe, origin)],
    ['width', String(safe.width)],
    ['height', String(safe.height)],
    ['title', title],
    ['style', FRAME_STYLE],
    ['loading', 'lazy'],
    ['sandbox', FRAME_SANDBOX],
    ['allow', FRAME_ALLOW],
  ];
  return `<iframe ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}></iframe>`;
}

/** The script-tag snippet: widget.js reads the data-* attributes and puts the same frame beside itself. */
export function scriptSnippet({ origin, config }: Omit<IframeSnippetOptions, 'title'>): string {
  const safe = sanitizeWidgetConfig(config);
  const data = EMBED_PARAMS.map((key) => `data-${key}="${escapeAttribute(String(safe[key]))}"`).join(' ');
  return `<script src="${escapeAttribute(originOf(origin) + SCRIPT_PATH)}" ${data} async></script>`;
}
