'use client';

import { useEffect, useState, type RefObject } from 'react';

/** How long a press that ends with no click (a drag off the button) still counts as under way. */
const NO_CLICK_MS = 300;
/**
 * A press starts on the list; a click or the end of a press ends it. One that ends unseen (a touch
 * that turned into a scroll, a window that lost the focus) only keeps the list, which works as well,
 * until the next ends.
 */
const EVENTS = ['pointerdown', 'keydown', 'click', 'pointerup', 'keyup'] as const;

/**
 * Whether one of a list's buttons is being pressed, until its click has been handled: a component
 * that would replace the list's buttons waits while this is true, because a button replaced between
 * its pointerdown and its click gets no click (the browser fires none once the pressed element has
 * left the page), and the visitor's tap would be lost. State, not a ref: React then renders the
 * press before a replacement that was already on its way. Listens while `watching` (nothing has
 * replaced the list yet), and until a press under way has ended.
 */
export function usePressing(list: RefObject<HTMLElement | null>, watching: boolean): boolean {
  const [pressing, setPressing] = useState(false);
  const listening = watching || pressing;
  useEffect(() => {
    if (!listening) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Bubbling listeners on the window: they see the click after its own handlers.
    const seen = (event: Event) => {
      const { type } = event;
      // Any key counts: Enter clicks on keydown, but Space on keyup.
      if (type === 'pointerdown' || type === 'keydown') {
        if (!list.current?.contains(event.target as Node)) return;
        clearTimeout(timer);
        setPressing(true);
      } else {
        clearTimeout(timer);
        timer = setTimeout(() => setPressing(false), type === 'click' ? 0 : NO_CLICK_MS);
      }
    };
    for (const type of EVENTS) window.addEventListener(type, seen);
    return () => {
      clearTimeout(timer);
      for (const type of EVENTS) window.removeEventListener(type, seen);
    };
  }, [list, listening]);
  return pressing;
}
