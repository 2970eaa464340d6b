/** Adds a third-party script once; returns false when it was already there. */
function injectScript(id: string, src: string, attributes: Record<string, string> = {}): boolean {
  if (document.getElementById(id)) return false;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
  return true;
}

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Google Analytics 4 (gtag.js); page views are sent by `pageview`, not automatically. Returns false
 * when it was already loaded.
 */
export function loadGoogleAnalytics(measurementId: string): boolean {
  const w = window as GtagWindow;
  if (!injectScript('ga-gtag', `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`)) return false;
  w.dataLayer ??= [];
  w.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself from the data layer.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  return true;
}

/** Google AdSense; it fills the reserved ad slots once the provider is configured. */
export function loadAdsense(client: string): void {
  injectScript('adsense', `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`, {
    crossorigin: 'anonymous',
  });
}
