/**
 * Analytics events. Every event goes to `window.dataLayer` (readable by tests and by a tag manager);
 * when Google Analytics has been loaded after consent, the same event is also sent with gtag.
 */
type AnalyticsEvent =
  { event: 'page_view'; page_path: string } | { event: 'unitly_event'; category: string; label: string; value?: number | string };

type AnalyticsWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
};

function analyticsWindow(): AnalyticsWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as AnalyticsWindow);
}

function push(entry: AnalyticsEvent): void {
  const w = analyticsWindow();
  if (!w) return;
  (w.dataLayer ??= []).push(entry);
}

/**
 * Report a page view; called on every route change. `onlyGoogle`: GA has just loaded on a page whose
 * view the data layer already holds, so only GA hears of it.
 */
export function pageview(path: string, { onlyGoogle = false }: { onlyGoogle?: boolean } = {}): void {
  if (!onlyGoogle) push({ event: 'page_view', page_path: path });
  analyticsWindow()?.gtag?.('event', 'page_view', { page_path: path });
}

/** Report an interaction such as a conversion, a swap or a copy. */
export function track(category: string, label: string, value?: number | string): void {
  push(value === undefined ? { event: 'unitly_event', category, label } : { event: 'unitly_event', category, label, value });
  analyticsWindow()?.gtag?.('event', label, { event_category: category, value });
}
