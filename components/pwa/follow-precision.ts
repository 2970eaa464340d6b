import { formatStore } from '@/lib/converter/format-store';
import { manifestHref, precisionKeyOfFormat } from '@/lib/pwa/app-launch';

/** Points the page's manifest link at the visitor's precision, so the app installed from it starts with it. */
function linkManifest(path: string, precision: string | undefined): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(path, precision);
  if (link !== null && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/**
 * Keeps the manifest link (`path`, the pair's manifest) in step with the card's format store, which
 * the card reads from storage as it comes alive; returns the function that stops. Done ahead of any
 * press of the button: Chromium drops the install prompt it offered when the manifest link changes,
 * and offers a new one for the new manifest.
 */
export function followPrecision(path: string): () => void {
  const follow = () => linkManifest(path, precisionKeyOfFormat(formatStore.getState().format));
  follow();
  return formatStore.subscribe(follow);
}
