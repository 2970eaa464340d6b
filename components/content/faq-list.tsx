'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { loadOnce } from '@/lib/site/load-once';
import type { FaqAccordion as FaqAccordionComponent } from './faq-accordion';
import { FaqJsonLd } from './faq-json-ld';
import { FaqPlain } from './faq-plain';
import { toggled, type FaqAccordionItem } from './faq-parts';

// The FAQ sits below the converter, so Radix's accordion is not among the page's first scripts.
const loadAccordion = loadOnce(() => import('./faq-accordion').then((module) => module.FaqAccordion));

/**
 * An FAQ's questions and its FAQPage structured data, built from the same items. The server and
 * hydration render plain disclosure buttons (./faq-plain.tsx), which open and close from the first
 * paint. Radix's accordion takes their place, with the same open questions and focus, when the
 * visitor first reaches for the FAQ (a pointer over it, a touch, focus inside it): swapping it in as
 * soon as the page was live cost a phone a long main-thread task while the converter above was in
 * use (docs/PERFORMANCE.md). It adds the keyboard moves between questions.
 */
export function FaqList({ items }: { items: readonly FaqAccordionItem[] }) {
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<string[]>([]);
  const [Accordion, setAccordion] = useState<typeof FaqAccordionComponent | null>(null);
  const focused = useRef<string | undefined>(undefined);
  const reached = useRef(false);
  // A press under way finishes on the button it began on: the swap waits for it, or the click is lost.
  const pressing = useRef(false);
  const waiting = useRef<typeof FaqAccordionComponent | null>(null);
  const swap = (component: typeof FaqAccordionComponent) => {
    // The question that had focus keeps it when its button is replaced.
    focused.current = list.current?.querySelector<HTMLElement>('[data-faq-id]:focus')?.dataset.faqId;
    setAccordion(() => component);
  };
  const reach = () => {
    if (reached.current) return;
    reached.current = true;
    loadAccordion().then(
      (component) => {
        if (pressing.current) waiting.current = component;
        else swap(component);
      },
      // Without the accordion (a failed download) the plain questions keep working; a later reach tries again.
      () => {
        reached.current = false;
      },
    );
  };
  const pressed = () => {
    // After the click this release makes, which follows it in the same task.
    setTimeout(() => {
      pressing.current = false;
      const component = waiting.current;
      waiting.current = null;
      if (component !== null) swap(component);
    });
  };
  useLayoutEffect(() => {
    if (Accordion === null || focused.current === undefined) return;
    list.current?.querySelector<HTMLElement>(`[data-faq-id="${CSS.escape(focused.current)}"]`)?.focus();
  }, [Accordion]);
  return (
    <div
      ref={list}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
      onPointerDown={() => (pressing.current = true)}
      onPointerUp={pressed}
      onPointerCancel={pressed}
    >
      {Accordion === null ? (
        <FaqPlain items={items} open={open} onToggle={(id) => setOpen((now) => toggled(now, id))} />
      ) : (
        <Accordion items={items} open={open} onOpenChange={setOpen} />
      )}
      <FaqJsonLd items={items} />
    </div>
  );
}
