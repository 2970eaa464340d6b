/** The embeddable widget, framework-free: its config, sanitising, snippets and widget.js's rules. */
export { DEFAULT_WIDGET_CONFIG, defaultUnitsOf, widgetConfigSchema, type WidgetConfig } from './config';
export { sanitizeWidgetConfig } from './sanitize';
export { PREVIEW_MAX, previewSize, toSize, WIDGET_HEIGHT, WIDGET_WIDTH, type SizeLimits } from './limits';
export { FRAME_ALLOW, WIDGET_THEMES } from './frame';
export { embedUrl, escapeAttribute, iframeSnippet, pairEmbedSnippet, scriptSnippet } from './snippets';
export { scriptFrame } from './script-params';
