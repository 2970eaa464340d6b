import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

/** The visitor's answer to the consent banner; `null` until they answer. GDPR: nothing loads before. */
export type ConsentDecision = 'granted' | 'denied' | null;

type ConsentState = {
  decision: ConsentDecision;
  decide: (decision: Exclude<ConsentDecision, null>) => void;
};

export const CONSENT_STORAGE_KEY = 'consent';

export const consentStore = createStore<ConsentState>()(
  persist(
    (set) => ({
      decision: null,
      decide: (decision) => set({ decision }),
    }),
    {
      name: CONSENT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ decision: state.decision }),
      // Read from storage after hydration, so server and first client render agree.
      skipHydration: true,
    },
  ),
);
