import type { Locale } from '@/i18n/locales';
import type { WidgetChoice, WidgetConfig } from './defaults';
import { sanitizeWidgetConfig } from './sanitize';
import { embedUrl, iframeSnippet, scriptSnippet } from './snippets';

/** The widget a choice makes: its checked config, both snippets and the preview's address. */
export interface WidgetView {
  readonly config: WidgetConfig;
  readonly iframe: string;
  readonly script: string;
  readonly preview: string;
}

interface ViewOptions {
  readonly choice: WidgetChoice;
  readonly lang: Locale;
  /** Definitions of the visitor's own units of the chosen category (lib/custom-units/define-text.ts). */
  readonly define: readonly string[];
  /** The site's origin, which the snippets point at. */
  readonly origin: string;
  /** The frame's title in the page's language. */
  readonly title: string;
}

/**
 * The configurator's output for a choice. The server writes the first one; the browser loads this
 * module (and the config's zod/mini check with it) once the visitor changes something.
 */
export function widgetView({ choice, lang, define, origin, title }: ViewOptions): WidgetView {
  const config = sanitizeWidgetConfig({ ...choice, lang, define });
  return {
    config,
    iframe: iframeSnippet({ origin, config, title }),
    script: scriptSnippet({ origin, config }),
    preview: embedUrl(config),
  };
}
