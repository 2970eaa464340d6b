'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';
import { EARLY_FIELD_ATTRIBUTE, TYPED_EARLY_ATTRIBUTE } from '@/lib/utils/early-input';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Props that let the head script keep what is typed into a field before the scripts run (lib/utils/early-input.ts). */
export const earlyField = { [EARLY_FIELD_ATTRIBUTE]: '' } as const;

/**
 * Hands `adopt` what the visitor typed into `ref`'s field (rendered with `earlyField`) before the
 * page's scripts ran, once `ready` (the state it joins has been read from storage), so every action
 * uses what the field shows. Layout effects, so the field never paints the server's value in between.
 */
export function useEarlyValue(ref: RefObject<Field | null>, adopt: (value: string) => void, ready = true): void {
  const early = useRef<string | null>(null);
  const latest = useRef(adopt);
  useLayoutEffect(() => {
    latest.current = adopt;
  });
  useLayoutEffect(() => {
    const field = ref.current;
    if (field === null) return;
    early.current = field.getAttribute(TYPED_EARLY_ATTRIBUTE);
    // Live now: React hears every change from here on.
    field.removeAttribute(EARLY_FIELD_ATTRIBUTE);
    field.removeAttribute(TYPED_EARLY_ATTRIBUTE);
  }, [ref]);
  useLayoutEffect(() => {
    if (!ready || early.current === null) return;
    const value = early.current;
    early.current = null;
    latest.current(value);
  }, [ready]);
}
