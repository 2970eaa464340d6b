'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { EARLY_TOGGLE_ATTRIBUTE } from '@/lib/site/early-input';
import { loadOnce } from '@/lib/site/load-once';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, FaqQuestion, type FaqAccordionItem } from './faq-parts';
import type { FaqHandOver, FaqRadixProps } from './faq-radix';
import { usePressing } from './use-pressing';

const loadRadix = loadOnce(() => import('./faq-radix').then((module) => module.FaqRadix));

/** How far below the screen the FAQ starts loading its accordion, so it is ready when reached. */
const NEAR_VIEWPORT = '300px';

/**
 * Questions that open and close independently. The server renders them closed, answers in the page
 * (hidden), so readers without JavaScript (FaqSection's noscript rule) and search engines have them.
 * Until the Radix Accordion replaces this list, the head script (lib/site/early-input.ts) opens and
 * closes its questions, before and after hydration alike: one owner, so no click is answered twice
 * or lost. The accordion loads when the FAQ nears the screen or a question gets the focus, and takes
 * the list's place, with what is open and focused, once no press on it is under way.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  const [Radix, setRadix] = useState<ComponentType<FaqRadixProps> | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const pressing = usePressing(list, Radix === null);
  const load = useCallback(() => {
    // A failed download leaves the list working; the next focus tries again.
    loadRadix().then(
      (component) => setRadix(() => component),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    const node = list.current;
    if (node === null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load]);
  // Called once, as the accordion renders in the list's place, while the list is still on the page.
  const handOver = (): FaqHandOver => {
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    return {
      opened: items.filter((_, index) => buttons[index]?.getAttribute('aria-expanded') === 'true').map((item) => item.id),
      focusIndex: buttons.indexOf(document.activeElement as HTMLButtonElement),
    };
  };

  if (Radix !== null && !pressing) return <Radix items={items} handOver={handOver} />;
  return (
    <div ref={list} className={FAQ_LIST_CLASS}>
      {items.map((item, index) => (
        <div key={item.id}>
          <h3 className={FAQ_HEADING_CLASS}>
            <button
              type="button"
              id={`${prefix}${index}`}
              aria-expanded="false"
              aria-controls={`${prefix}${index}answer`}
              className="faq-question"
              {...{ [EARLY_TOGGLE_ATTRIBUTE]: '' }}
              onFocus={load}
              onKeyDown={(event) => {
                // The accordion's keys, before its code is in: arrows, Home and End move between questions.
                const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
                if (next === undefined) return;
                event.preventDefault();
                list.current?.querySelectorAll('button')[(next + items.length) % items.length]?.focus();
              }}
            >
              <FaqQuestion question={item.question} />
            </button>
          </h3>
          <div
            id={`${prefix}${index}answer`}
            role="region"
            aria-labelledby={`${prefix}${index}`}
            data-faq-answer=""
            hidden
            className="faq-answer"
          >
            {item.answer}
          </div>
        </div>
      ))}
    </div>
  );
}
