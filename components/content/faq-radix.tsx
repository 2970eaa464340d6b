'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useRef, useState } from 'react';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, FaqQuestion, type FaqAccordionItem } from './faq-parts';

/** What the list this accordion replaces leaves it: the questions open, the one focused (-1: none). */
export interface FaqHandOver {
  readonly opened: string[];
  readonly focusIndex: number;
}

export interface FaqRadixProps {
  readonly items: readonly FaqAccordionItem[];
  /** Read once, as this accordion first renders, from the list still on the page. */
  readonly handOver: () => FaqHandOver;
}

/** The FAQ as a Radix Accordion whose questions open independently (./faq-accordion.tsx loads it). */
export function FaqRadix({ items, handOver }: FaqRadixProps) {
  const list = useRef<HTMLDivElement>(null);
  const [{ opened, focusIndex }] = useState(handOver);
  useEffect(() => {
    // The focused button was replaced: the focus fell back to the page.
    if (focusIndex >= 0 && document.activeElement === document.body) list.current?.querySelectorAll('button')[focusIndex]?.focus();
  }, [focusIndex]);
  return (
    <Accordion.Root ref={list} type="multiple" defaultValue={opened} className={FAQ_LIST_CLASS}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header className={FAQ_HEADING_CLASS}>
            <Accordion.Trigger className="faq-question">
              <FaqQuestion question={item.question} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq-answer" data-faq-answer="">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
