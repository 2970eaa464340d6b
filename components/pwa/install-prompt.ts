/**
 * Chromium's install prompt (`beforeinstallprompt`, not in TypeScript's DOM types), kept from the
 * moment the page's scripts run: the browser fires it once the page's manifest makes it installable,
 * long before anyone presses "Add to home screen". Its default (Chrome's own mini-infobar on phones)
 * is held back, since the page offers its own button. Browsers without it (Safari, Firefox) and an
 * app already installed never fire it: the button then explains the browser's menu instead.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

let kept: InstallPromptEvent | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    kept = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    kept = null;
  });
}

/** The prompt to show, once: a prompt can be shown only once, and the browser fires a new one if the page is still installable. */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = kept;
  kept = null;
  return prompt;
}
