'use client';

import { useLayoutEffect, type RefObject } from 'react';

// lib/site/early-input.ts's attributes, written out so that every card's first scripts carry no
// module for two words (tests/unit/ui/early-input.test.ts holds them equal).
export const EARLY_FIELD = 'data-early';
export const TYPED_EARLY = 'data-typed';

/**
 * Props that let the head script keep what is typed into a field before the scripts run
 * (lib/site/early-input.ts). Fields that write one value between them give the attribute a group's
 * name instead, where they are written (kg-lb-converter.tsx): every export here ships with every card.
 */
export const earlyField = { [EARLY_FIELD]: '' } as const;

/**
 * Hands `adopt` what the visitor typed into `ref`'s field (rendered with `earlyField`) before the
 * page's scripts ran, once `ready` (the state it joins has been read from storage), so every action
 * uses what the field shows; from then on the field is React's alone. A layout effect, so the field
 * never paints the server's value in between.
 */
export function useEarlyValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
  ready = true,
): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (!ready || !field?.hasAttribute(EARLY_FIELD)) return;
    field.removeAttribute(EARLY_FIELD);
    const typed = field.getAttribute(TYPED_EARLY);
    if (typed !== null) adopt(typed);
  });
}
