/** The embeddable widget, framework-free: its config, sanitising, snippets and widget.js's rules. */
export { DEFAULT_WIDGET_CONFIG, defaultUnitsOf, widgetConfigSchema, type WidgetConfig } from './config';
export { sanitizeWidgetConfig } from './sanitize';
export { DEFAULT_WIDGET_CATEGORY, PREVIEW_MAX, previewSize, toSize, WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';
export {
  EMBED_PARAMS,
  EMBED_PATH,
  FRAME_ALLOW,
  FRAME_SANDBOX,
  FRAME_STYLE,
  DEFAULT_WIDGET_THEME,
  isWidgetTheme,
  SCRIPT_PATH,
  WIDGET_THEMES,
  type EmbedParam,
  type WidgetTheme,
} from './frame';
export {
  embedQuery,
  embedUrl,
  escapeAttribute,
  iframeSnippet,
  pairEmbedSnippet,
  scriptSnippet,
  type IframeSnippetOptions,
  type PairEmbedOptions,
} from './snippets';
export { scriptFrame, type ScriptData, type ScriptFrame } from './script-params';
