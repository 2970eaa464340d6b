'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useId, useState } from 'react';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, FaqQuestion, type FaqAccordionItem } from './faq-parts';

/**
 * Questions that open and close independently: Radix's Accordion, rendered on the server with every
 * answer in the page (`forceMount`), hidden while its question is closed, so search engines have the
 * answers and readers without JavaScript get them all (FaqSection's noscript rule). Each question
 * names the answer it controls whether open or closed, since the answer is always there.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  const [open, setOpen] = useState<string[]>([]);
  const prefix = useId();
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className={FAQ_LIST_CLASS}>
      {items.map((item, index) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header className={FAQ_HEADING_CLASS}>
            <Accordion.Trigger className="faq-question" aria-controls={`${prefix}${index}`}>
              <FaqQuestion question={item.question} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount id={`${prefix}${index}`} hidden={!open.includes(item.id)} className="faq-answer" data-faq-answer="">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
