/** The embeddable widget, framework-free: its config, sanitising, snippets and widget.js's rules. */
export { widgetConfigSchema } from './config';
export { DEFAULT_WIDGET_CONFIG, defaultUnitsOf, type WidgetConfig } from './defaults';
export { sanitizeWidgetConfig } from './sanitize';
export { PREVIEW_MAX, previewSize, toSize, WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';
export { embedUrl, escapeAttribute, iframeSnippet, pairEmbedSnippet, scriptSnippet } from './snippets';
export { scriptFrame } from './script-params';
