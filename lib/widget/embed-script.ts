/**
 * widget.js, the script-tag way to embed the converter: each
 * `<script src=".../widget/widget.js" data-category="length" …>` puts a widget frame right after
 * itself. Framework-free, bundled by scripts/build-widget.ts into public/widget/widget.js; the frame
 * titles are filled in from messages at build time, and the embed page checks every unit id.
 * The frame is built with DOM properties only, so nothing the page author wrote becomes markup.
 */
import { EMBED_PATH, FRAME_ALLOW, FRAME_SANDBOX, FRAME_STYLE, SCRIPT_PATH } from './frame';
import { scriptFrame } from './script-params';

declare const __WIDGET_TITLES__: Readonly<Record<string, string>>;

// Set on a script tag once its frame exists, so no tag ever gets two.
const DONE = 'data-unitly-widget';

function mount(script: HTMLScriptElement): void {
  if (script.hasAttribute(DONE) || !script.parentNode) return;
  script.setAttribute(DONE, '');
  const frame = scriptFrame({ ...script.dataset }, document.documentElement.lang);
  const src = new URL(EMBED_PATH, script.src);
  src.search = frame.query;
  const iframe = document.createElement('iframe');
  iframe.src = src.href;
  iframe.width = String(frame.width);
  iframe.height = String(frame.height);
  iframe.title = __WIDGET_TITLES__[frame.lang] ?? '';
  iframe.setAttribute('style', FRAME_STYLE);
  iframe.setAttribute('loading', 'lazy');
  iframe.setAttribute('sandbox', FRAME_SANDBOX);
  iframe.setAttribute('allow', FRAME_ALLOW);
  script.parentNode.insertBefore(iframe, script.nextSibling);
}

const current = document.currentScript as HTMLScriptElement | null;
if (current?.src) {
  mount(current);
} else {
  // No current script (loaded by a tag manager or as a module): serve every widget tag still waiting.
  for (const script of Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src.split(/[?#]/)[0]!.endsWith(SCRIPT_PATH)) mount(script);
  }
}
