/** Whose menu the "Add to home screen" dialog explains (components/pwa/install-dialog.tsx). */
export type Browser = 'installed' | 'ios' | 'firefox' | 'safariMac' | 'chromium';

/**
 * The browser to explain: the app itself when the page runs standalone (already installed), iPhone
 * and iPad, Firefox, Safari on a Mac, else Chromium's (Chrome, Edge, Samsung Internet, Opera), whose
 * menus all have an install item.
 */
export function browserOf(userAgent: string, touchPoints: number, standalone: boolean): Browser {
  if (standalone) return 'installed';
  // iPadOS says it is a Mac; only its touch screen tells them apart.
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) return 'ios';
  if (/Firefox\//.test(userAgent)) return 'firefox';
  if (/Macintosh/.test(userAgent) && /Safari\//.test(userAgent) && !/Chrome\/|Chromium\/|Edg\//.test(userAgent)) return 'safariMac';
  return 'chromium';
}
