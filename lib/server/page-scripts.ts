/**
 * Where a page's scripts go, written by the front (lib/server/secure-response) into every page it
 * sends, once per static page and build:
 *
 * - Next writes its script files as `<script src async>` in the head, so on a fast link they arrive
 *   and run before the first paint. Lighthouse's simulation then charges every one of them to the
 *   largest paint, and on a phone they hold it back. They go instead into one small inline loader at
 *   the end of the page, which adds them once the first contentful paint is on screen: the page
 *   paints from its HTML alone, then becomes live.
 * - The head scripts that must run before the first paint and need nothing from the page (what is
 *   done before the page is live, lib/site/early-input.ts; the consent banner's answer,
 *   lib/site/consent-script.ts, on pages that hold the banner) are written at the end of `<head>`
 *   here rather than by the layout, where React would also copy them into the page's data.
 */
import { CONSENT_CHOICE_ATTRIBUTE, consentScript } from '@/lib/site/consent-script';
import { earlyInputScript } from '@/lib/site/early-input';

const EARLY_INPUT_CODE = earlyInputScript();
const CONSENT_CODE = consentScript();

/** The head scripts' code, for `next dev`, which has no front to write them (app/[locale]/layout.tsx). */
export const DEV_HEAD_SCRIPTS = `${CONSENT_CODE};${EARLY_INPUT_CODE}`;

/** Next's own script tags, exactly as it writes them; anything else (noModule, inline, JSON) stays. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

const NEXT_SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/**
 * Waits for the first contentful paint, or a frame and a task where the browser cannot say, and at
 * most LATE_SCRIPTS_FALLBACK_MS (a hidden tab paints nothing until shown); adds the scripts in order.
 */
export const LATE_SCRIPTS_FALLBACK_MS = 3_000;

/** The loader's code, called with the list of scripts (see lateScriptSources). */
const LOADER =
  `(function(s,d){function g(){if(!d){d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}}` +
  `setTimeout(g,${LATE_SCRIPTS_FALLBACK_MS});var P=window.PerformanceObserver,t=P&&P.supportedEntryTypes;` +
  `t&&t.indexOf("paint")>=0?new P(function(l,o){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),g())}).observe({type:"paint",buffered:!0})` +
  `:requestAnimationFrame(function(){setTimeout(g)})})(`;

/** The scripts a page's loader adds (none when it has no loader): what the page's first scripts are. */
export function lateScriptSources(html: string): string[] {
  const start = html.lastIndexOf(LOADER);
  if (start < 0) return [];
  const list = html.slice(start + LOADER.length, html.indexOf(')</script>', start));
  return JSON.parse(list) as string[];
}

/**
 * `html` with the head scripts at the end of `<head>`, and Next's script tags taken out and a loader
 * that adds them after the first contentful paint put before `</body>`; unchanged when it has no
 * head end or no body end after it (not a whole page).
 */
export function placeScripts(html: string): string {
  const end = html.lastIndexOf('</body>');
  const headEnd = html.indexOf('</head>');
  if (end < 0 || headEnd < 0 || headEnd > end) return html;
  const sources: string[] = [];
  const take = (part: string) =>
    part.replace(NEXT_SCRIPT, (_tag, source: string) => {
      sources.push(source);
      return '';
    });
  let head = take(html.slice(0, headEnd));
  const body = take(html.slice(headEnd, end));
  const consent = html.includes(`${CONSENT_CHOICE_ATTRIBUTE}=`) ? `<script>${CONSENT_CODE}</script>` : '';
  head += `${consent}<script>${EARLY_INPUT_CODE}</script>`;
  if (sources.length === 0) return `${head}${body}${html.slice(end)}`;
  // Next's preload links for the same files would fetch them before the paint after all.
  const loaded = new Set(sources);
  head = head.replace(NEXT_SCRIPT_PRELOAD, (tag, source: string) => (loaded.has(source) ? '' : tag));
  return `${head}${body}<script>${LOADER}${JSON.stringify(sources)})</script>${html.slice(end)}`;
}
