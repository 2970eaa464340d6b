'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, type FaqAccordionItem } from './faq-parts';
import { faqPresses } from './faq-presses';

/*
 * The FAQ sits below the converter, so its accordion's code is not among the page's first scripts:
 * in the browser React leaves the server's accordion as it is (selective hydration) until that code
 * has come, then hydrates it.
 */
const FaqAccordion = lazy(() => import('./faq-accordion').then((module) => ({ default: module.FaqAccordion })));

/**
 * What the HTML holds where the accordion will go. React sends a large part of the page in a
 * Suspense boundary after the rest (its fallback first, then the part and a script that swaps them),
 * so this fallback is what readers without JavaScript keep: every question with its answer, which
 * FaqSection's noscript rule shows. With JavaScript it looks like the closed accordion, so the
 * swap moves nothing.
 */
function FaqPlain({ items }: { items: readonly FaqAccordionItem[] }) {
  return (
    <div className={FAQ_LIST_CLASS}>
      {items.map((item) => (
        <div key={item.id}>
          <h3 className={FAQ_HEADING_CLASS}>
            <span className="faq-question">{item.question}</span>
          </h3>
          <div hidden className="faq-answer" data-faq-answer="">
            {item.answer}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * An FAQ's questions (an accordion) and its FAQPage structured data, built from the same items.
 * A press on a question before the accordion's code came is kept and handed to it (./faq-presses.ts).
 */
export function FaqList({ items }: { items: readonly FaqAccordionItem[] }) {
  const list = useRef<HTMLDivElement>(null);
  const [presses] = useState(faqPresses);
  useEffect(() => (list.current === null ? undefined : presses.listen(list.current)), [presses]);
  return (
    <div ref={list}>
      <Suspense fallback={<FaqPlain items={items} />}>
        <FaqAccordion items={items} presses={presses} />
      </Suspense>
    </div>
  );
}
