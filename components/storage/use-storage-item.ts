'use client';

import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/lib/site/browser-storage';

/** Another tab writing storage: a `storage` event (never fired in the tab that wrote). */
function subscribeStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function storageItem(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The raw text stored under `key` in the browser's localStorage, kept in step with other tabs; null
 * when nothing is stored, storage is refused, and on the server (so the server's HTML and the
 * browser's first render agree, and what was stored applies right after hydration).
 */
export function useStorageItem(key: string): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => storageItem(key),
    () => null,
  );
}
