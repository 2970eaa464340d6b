'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useRef } from 'react';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, FaqQuestion, type FaqAccordionItem } from './faq-parts';

export interface FaqRadixProps {
  readonly items: readonly FaqAccordionItem[];
  /** The questions opened before this code arrived. */
  readonly defaultValue: string[];
  /** The question whose button had the focus before this code arrived (-1: none): it keeps it. */
  readonly focusIndex: number;
}

/** The FAQ as a Radix Accordion whose questions open independently (./faq-accordion.tsx loads it). */
export function FaqRadix({ items, defaultValue, focusIndex }: FaqRadixProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The static buttons were replaced: the focus fell back to the page.
    if (focusIndex >= 0 && document.activeElement === document.body) list.current?.querySelectorAll('button')[focusIndex]?.focus();
  }, [focusIndex]);
  return (
    <Accordion.Root ref={list} type="multiple" defaultValue={defaultValue} className={FAQ_LIST_CLASS}>
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
