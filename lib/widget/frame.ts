/**
 * How a widget frame is addressed and locked down, shared by the iframe snippet, the configurator's
 * preview and widget.js so that every way of embedding gives the same frame. Zod-free (bundled into
 * widget.js).
 */

/** The page that is framed, and the script that frames it, on the site's origin. */
export const EMBED_PATH = '/widget/embed';
export const SCRIPT_PATH = '/widget/widget.js';

/** Query keys of the embed page, in the order snippets write them. */
export const EMBED_PARAMS = ['category', 'from', 'to', 'width', 'height', 'lang', 'theme', 'define'] as const;
export type EmbedParam = (typeof EMBED_PARAMS)[number];

/**
 * The widget's colours: `auto` follows the visitor's device (the host page's own theme cannot be
 * read from inside a frame of another origin), `light` and `dark` fix them to match the host.
 */
export const WIDGET_THEMES = ['auto', 'light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export const DEFAULT_WIDGET_THEME: WidgetTheme = 'auto';

export function isWidgetTheme(value: unknown): value is WidgetTheme {
  return typeof value === 'string' && (WIDGET_THEMES as readonly string[]).includes(value);
}

/**
 * The frame may run its scripts and keep its own storage (last units), open the "Powered by" link
 * in a new, unsandboxed tab, and nothing else: no navigating or prompting the host page, no forms.
 * allow-same-origin is safe here because the frame is on our origin, never the host's.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** The card's copy button needs the clipboard, which a cross-origin frame only gets when allowed. */
export const FRAME_ALLOW = 'clipboard-write';

/** No border and never wider than the host's column (phones). */
export const FRAME_STYLE = 'border:0;max-width:100%';
