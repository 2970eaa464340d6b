'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useId } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, type FaqAccordionItem } from './faq-parts';

/**
 * Questions that open and close independently: Radix's Accordion, which takes the place of the
 * server's plain questions (./faq-plain.tsx) with the same open ones (`open`, held by FaqList). Every
 * answer stays in the page (`forceMount`), hidden while its question is closed, and each question
 * names the answer it controls whether open or closed; its chevron turns while open (app/globals.css).
 */
export function FaqAccordion({
  items,
  open,
  onOpenChange,
}: {
  items: readonly FaqAccordionItem[];
  open: string[];
  onOpenChange: (open: string[]) => void;
}) {
  const prefix = useId();
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={onOpenChange} className={FAQ_LIST_CLASS}>
      {items.map((item, index) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header className={FAQ_HEADING_CLASS}>
            <Accordion.Trigger className="faq-question" aria-controls={`${prefix}${index}`} data-faq-id={item.id}>
              {item.question}
              <SpriteIcon name="chevron-down" />
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
