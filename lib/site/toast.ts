import { createStore } from 'zustand/vanilla';

export type ToastVariant = 'default' | 'destructive';

type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
};

type ToastState = {
  toasts: ToastMessage[];
  dismiss: (id: number) => void;
};

/** At most one toast at a time: a new toast replaces the one shown. */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

let nextId = 1;

export const toastStore = createStore<ToastState>((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

export function toast(message: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  toastStore.setState((state) => ({
    toasts: [{ id, variant: 'default' as const, ...message }, ...state.toasts].slice(0, TOAST_LIMIT),
  }));
  return id;
}
