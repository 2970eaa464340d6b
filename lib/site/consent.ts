import { createPersistedStore } from '@/lib/site/persisted';

/** The visitor's answer to the consent banner; `null` until they answer. GDPR: nothing loads before. */
export type ConsentDecision = 'granted' | 'denied' | null;

type ConsentState = {
  decision: ConsentDecision;
  decide: (decision: Exclude<ConsentDecision, null>) => void;
};

export const CONSENT_STORAGE_KEY = 'consent';

/** A stored decision when it is one; anything else leaves the banner up. */
function readDecision(persisted: unknown): Partial<ConsentState> | undefined {
  const decision = (persisted as { decision?: unknown } | null)?.decision;
  return decision === 'granted' || decision === 'denied' ? { decision } : undefined;
}

export const consentStore = createPersistedStore<ConsentState, { decision: ConsentDecision }>(
  (set) => ({
    decision: null,
    decide: (decision) => set({ decision }),
  }),
  {
    key: CONSENT_STORAGE_KEY,
    partialize: (state) => ({ decision: state.decision }),
    read: readDecision,
  },
);
