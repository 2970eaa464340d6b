'use client';

import { lazy, Suspense } from 'react';
import { useStore } from 'zustand';
import { toastStore } from '@/lib/site/toast';

/*
 * Toasts only ever say that copying failed, which most visits never see, and Radix Toast is large
 * (docs/PERFORMANCE.md, "Measured choices in the code"). The toaster is fetched the first time a
 * toast is raised and shown while there is one (Radix opens a toast that is already in the store
 * when it mounts, and announces it in its own live region). React.lazy rather than next/dynamic,
 * whose loader would itself add code to every page.
 */
const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** The notifications region, loaded on the first toast. */
export function LazyToaster() {
  const raised = useStore(toastStore, (state) => state.toasts.length > 0);
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
