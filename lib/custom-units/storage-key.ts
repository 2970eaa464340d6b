import { browserStorage } from '@/lib/site/browser-storage';

/** Where the visitor's own units are kept (./store.ts). */
export const CUSTOM_UNITS_KEY = 'custom-units';

/**
 * Whether this browser keeps custom units: read straight from storage, so a page loads the store
 * and the editor's code only for a visitor who has some.
 */
export function hasStoredCustomUnits(): boolean {
  try {
    return browserStorage()?.getItem(CUSTOM_UNITS_KEY) != null;
  } catch {
    return false;
  }
}
