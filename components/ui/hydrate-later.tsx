import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page below the answer that React hydrates after the rest, in short slices between
 * other work, instead of inside the one long task that hydrates the page. React leaves a Suspense
 * boundary in the server's HTML dehydrated on its first pass and hydrates it later at idle priority
 * (or at once, when the visitor clicks or types in it). Nothing here suspends: the content is in the
 * HTML either way; only the boundary matters.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
