'use client';

import { lazy, Suspense } from 'react';
import type { FaqAccordionItem } from './faq-parts';

const FaqAccordion = lazy(() => import('./faq-accordion').then((module) => ({ default: module.FaqAccordion })));

/**
 * The FAQ, in the server's HTML whole, with its accordion's code loaded after the page's first
 * scripts: React hydrates the boundary once the code is in, or at once when a question is pressed,
 * and then replays the press. The FAQ sits below the answer, so the page is live without it.
 */
export function LazyFaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  return (
    <Suspense>
      <FaqAccordion items={items} />
    </Suspense>
  );
}
