import { createPersistedStore, type StateStorage } from '@/lib/site/persisted';

/** The visitor's answer to the consent banner; `null` until they answer. GDPR: nothing loads before. */
type ConsentDecision = 'granted' | 'denied' | null;

export type ConsentState = {
  decision: ConsentDecision;
};

/** The key and entry (`{"state":{"decision":…},"version":0}`) visitors' browsers already hold. */
export const CONSENT_STORAGE_KEY = 'consent';
export const CONSENT_STORAGE_VERSION = 0;

/**
 * The consent store (./persisted.ts): the visitor's answer as the page's scripts know it. The
 * banner's head script writes it (lib/site/consent-script.ts); the store reads it when the page asks
 * (`persist.rehydrate()`, after the first render, so the server's HTML and the first client render
 * agree, and again on each answer). Anything stored that is not a decision counts as no answer.
 */
export function createConsentStore(storage?: () => StateStorage | undefined) {
  return createPersistedStore<ConsentState, ConsentState>(() => ({ decision: null }), {
    key: CONSENT_STORAGE_KEY,
    version: CONSENT_STORAGE_VERSION,
    storage,
    partialize: (state) => ({ decision: state.decision }),
    read: (persisted) => import('./stored-choices').then(({ storedConsentSchema }) => storedConsentSchema.safeParse(persisted).data),
  });
}

export const consentStore = createConsentStore();
