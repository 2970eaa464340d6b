/**
 * Next writes its script files as `<script src async>` in the page's head, so on a fast link they
 * arrive and run before the first paint. Lighthouse's simulation then charges every one of them to
 * the largest paint, on a real phone they hold it back, and a visitor sees nothing sooner for them.
 * The front (lib/server/secure-response) writes them instead into one small inline loader at the
 * end of the page, which adds them once the first contentful paint is on screen: the page paints
 * from its HTML alone, then becomes live. Controls that are not live yet say so or keep what the
 * visitor does (lib/site/early-input.ts).
 */

/** Next's own script tags, exactly as it writes them; anything else (noModule, inline, JSON) stays. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;

const NEXT_SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;

/**
 * Waits for the first contentful paint, or a frame and a task where the browser cannot say, and at
 * most LATE_SCRIPTS_FALLBACK_MS (a hidden tab paints nothing until shown); adds the scripts in order.
 */
export const LATE_SCRIPTS_FALLBACK_MS = 3_000;

function loader(sources: readonly string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0;` +
    `function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `setTimeout(go,${LATE_SCRIPTS_FALLBACK_MS});` +
    `var P=window.PerformanceObserver;` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})` +
    `}else requestAnimationFrame(function(){setTimeout(go,0)})})()`
  );
}

/**
 * `html` with Next's script tags taken out and one loader that adds them after the first contentful
 * paint put before `</body>`; unchanged when it has none or no body end.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const end = html.lastIndexOf('</body>');
  if (end < 0) return html;
  const sources: string[] = [];
  const rest = html.slice(0, end).replace(NEXT_SCRIPT, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  // Next's preload links for the same files would fetch them before the paint after all.
  const loaded = new Set(sources);
  const page = rest.replace(NEXT_SCRIPT_PRELOAD, (tag, source: string) => (loaded.has(source) ? '' : tag));
  return `${page}<script>${loader(sources)}</script>${html.slice(end)}`;
}
