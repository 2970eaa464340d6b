'use client';

import { useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { EARLY_LIVE_ATTRIBUTE, EARLY_TOGGLE_ATTRIBUTE, toggledEarly } from '@/lib/site/early-input';
import { loadOnce } from '@/lib/site/load-once';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, FaqQuestion, type FaqAccordionItem } from './faq-parts';
import type { FaqRadixProps } from './faq-radix';

const loadRadix = loadOnce(() => import('./faq-radix').then((module) => module.FaqRadix));

/** How far below the screen the FAQ starts loading its accordion, so it is ready when reached. */
const NEAR_VIEWPORT = '300px';

/**
 * Questions that open and close independently. The server renders them closed, answers in the page
 * (hidden), so readers without JavaScript (FaqSection's noscript rule) and search engines have them.
 * The Radix Accordion that opens them loads when the FAQ nears the screen or on the first touch of a
 * question; a question clicked before then opens as soon as it has. One clicked before the page's
 * scripts ran was opened by the head script (lib/site/early-input.ts): the accordion keeps it open,
 * also when React hydrates the button while dispatching that very click.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  const [Radix, setRadix] = useState<ComponentType<FaqRadixProps> | null>(null);
  const [opened, setOpened] = useState<string[]>([]);
  const [focused, setFocused] = useState(-1);
  const [live, setLive] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const prefix = useId();
  const load = useCallback(() => {
    // A failed download leaves the static list; the next touch tries again.
    loadRadix().then(
      (component) => setRadix(() => component),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    // What the head script opened before this list was live; from now on the list answers clicks.
    const early = list.current?.querySelectorAll(`[${EARLY_TOGGLE_ATTRIBUTE}][aria-expanded="true"]`) ?? [];
    const ids = [...early].map((button) => items[Number(button.id.slice(prefix.length))]!.id);
    if (ids.length > 0) setOpened(ids);
    setLive(true);
  }, [items, prefix]);
  useEffect(() => {
    const node = list.current;
    if (node === null || typeof IntersectionObserver === 'undefined') return;
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

  if (Radix !== null) return <Radix items={items} defaultValue={opened} focusIndex={focused} />;
  return (
    <div ref={list} className={FAQ_LIST_CLASS} {...{ [EARLY_LIVE_ATTRIBUTE]: live ? '' : undefined }}>
      {items.map((item, index) => (
        <div key={item.id}>
          <h3 className={FAQ_HEADING_CLASS}>
            <button
              type="button"
              id={`${prefix}${index}`}
              aria-expanded="false"
              aria-controls={`${prefix}${index}answer`}
              data-state="closed"
              className="faq-question"
              {...{ [EARLY_TOGGLE_ATTRIBUTE]: '' }}
              onFocus={() => {
                setFocused(index);
                load();
              }}
              onKeyDown={(event) => {
                // The accordion's keys, before its code is in: arrows, Home and End move between questions.
                const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 }[event.key];
                if (next === undefined) return;
                event.preventDefault();
                list.current?.querySelectorAll('button')[(next + items.length) % items.length]?.focus();
              }}
              onClick={(event) => {
                // A click the head script has already answered (this list was not live yet) is
                // taken as it left the button, whether or not the effect above has seen it.
                const early = toggledEarly(event.nativeEvent);
                const openedEarly = event.currentTarget.getAttribute('aria-expanded') === 'true';
                setOpened((ids) => {
                  const open = early ? openedEarly : !ids.includes(item.id);
                  return [...ids.filter((id) => id !== item.id), ...(open ? [item.id] : [])];
                });
                load();
              }}
            >
              <FaqQuestion question={item.question} />
            </button>
          </h3>
          <div
            id={`${prefix}${index}answer`}
            role="region"
            aria-labelledby={`${prefix}${index}`}
            data-state="closed"
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
