import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { browserStorage } from '@/lib/site/browser-storage';

/** The visitor's answer to the consent banner; `null` until they answer. GDPR: nothing loads before. */
export type ConsentDecision = 'granted' | 'denied' | null;

export type ConsentState = {
  decision: ConsentDecision;
};

/** The key and entry (`{"state":{"decision":…},"version":0}`) visitors' browsers already hold. */
export const CONSENT_STORAGE_KEY = 'consent';
export const CONSENT_STORAGE_VERSION = 0;

export function isDecision(value: unknown): value is Exclude<ConsentDecision, null> {
  return value === 'granted' || value === 'denied';
}

/** A storage that never throws to the page: without one (server, private mode, full) the answer lives in memory. */
function forgiving(storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined): StateStorage {
  const attempt = <T>(act: (store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) => T): T | undefined => {
    try {
      const store = storage();
      return store === undefined ? undefined : act(store);
    } catch {
      return undefined;
    }
  };
  return {
    getItem: (key) => attempt((store) => store.getItem(key)) ?? null,
    setItem: (key, value) => attempt((store) => store.setItem(key, value)),
    removeItem: (key) => attempt((store) => store.removeItem(key)),
  };
}

/**
 * The consent store: the visitor's answer as the page's scripts know it. The banner's head script
 * writes it (lib/site/consent-script.ts); the store reads it when the page asks (`persist.rehydrate()`,
 * after the first render, so the server's HTML and the first client render agree, and again on each
 * answer). Anything stored that is not a decision counts as no answer.
 */
export function createConsentStore(storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = browserStorage) {
  return createStore<ConsentState>()(
    persist((): ConsentState => ({ decision: null }), {
      name: CONSENT_STORAGE_KEY,
      version: CONSENT_STORAGE_VERSION,
      storage: createJSONStorage(() => forgiving(storage)),
      skipHydration: true,
      partialize: (state) => ({ decision: state.decision }),
      merge: (persisted, current): ConsentState => {
        const decision = (persisted as { decision?: unknown } | null | undefined)?.decision;
        return isDecision(decision) ? { ...current, decision } : current;
      },
    }),
  );
}

export const consentStore = createConsentStore();
