'use client';

import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

/**
 * The value of the field or list with this id when React first renders it in the browser, if it is
 * not the server's (a list's server choice is its option marked selected).
 */
function typedText(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(id);
  if (field instanceof HTMLSelectElement) return field.selectedOptions[0]?.defaultSelected === false ? field.value : null;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  return field.value === field.defaultValue ? null : field.value;
}

/**
 * Hands `adopt` what the visitor typed into the field `id`, or chose in the list `id`, between the
 * first paint and hydration,
 * once `ready` (the state it joins has been read from storage). Read as the component first renders
 * (React resets a text area to the server's text while it hydrates it, before any effect runs) and
 * again as React commits, for what was typed while it hydrated. A component React mounts itself (a
 * client navigation, a list shown for another category) has no server field to read: the element
 * with that id, if any, is the one it replaces, so nothing is adopted.
 */
export function useTypedBeforeHydration(id: string, adopt: (text: string) => void, ready = true): void {
  const hydrating = useSyncExternalStore(subscribeToNothing, isClient, isServer) === false;
  const [typed] = useState(() => (hydrating ? typedText(id) : null));
  const adopted = useRef(!hydrating);
  useLayoutEffect(() => {
    if (!ready || adopted.current) return;
    adopted.current = true;
    // Read again as React commits: typing may have gone on while it hydrated.
    const latest = typedText(id) ?? typed;
    if (latest !== null) adopt(latest);
  });
}

// React renders with the server snapshot only while it hydrates server HTML.
const subscribeToNothing = () => () => {};
const isClient = () => true;
const isServer = () => false;
