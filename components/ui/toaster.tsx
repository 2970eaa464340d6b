'use client';

import * as Toast from '@radix-ui/react-toast';
import { useTranslations } from 'next-intl';
import { useStore } from 'zustand';
import { TOAST_DURATION_MS, toastStore } from '@/lib/site/toast';
import { cn } from '@/components/ui/cn';

/** Radix toasts, one at a time: 5 s, swipe right 50 px, F8 focuses the region. */
export function Toaster() {
  const t = useTranslations('Toast');
  const toasts = useStore(toastStore, (s) => s.toasts);
  const dismiss = useStore(toastStore, (s) => s.dismiss);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label={t('region')}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={cn(
            'flex items-start justify-between gap-4 rounded-lg border p-4 shadow-lg',
            item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white',
          )}
        >
          <div>
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description ? <Toast.Description className="text-sm">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close aria-label={t('close')} className="rounded px-2 text-lg leading-none">
            ×
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
