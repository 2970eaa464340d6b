'use client';

import dynamic from 'next/dynamic';
import { useStore } from '@/components/storage/use-store';
import { toastStore } from '@/lib/toast/store';

/*
 * Toasts only ever say that copying failed, which most visits never see; Radix Toast is about 12 KB
 * gzip. The toaster is fetched the first time a toast is raised and shown while there is one (Radix
 * opens a toast that is already in the store when it mounts, and announces it in its own live region).
 */
const Toaster = dynamic(() => import('./toaster').then((module) => module.Toaster), { ssr: false });

/** The notifications region, loaded on the first toast. */
export function LazyToaster() {
  const raised = useStore(toastStore, (state) => state.toasts.length > 0);
  return raised ? <Toaster /> : null;
}
