'use client';

import * as Accordion from '@radix-ui/react-accordion';
import { useEffect, useId, useState } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, type FaqAccordionItem } from './faq-parts';
import { FaqJsonLd } from './faq-json-ld';
import type { FaqPresses } from './faq-presses';

/** The open questions after presses made before the code came: each opens or closes one. */
function toggled(open: readonly string[], presses: readonly string[]): string[] {
  return presses.reduce<string[]>((now, id) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id]), [...open]);
}

/**
 * Questions that open and close independently: Radix's Accordion, rendered on the server with every
 * answer in the page (`forceMount`), hidden while its question is closed, so search engines have the
 * answers and readers without JavaScript get them all (FaqSection's noscript rule). Each question
 * names the answer it controls whether open or closed, since the answer is always there; its
 * chevron turns while open (app/globals.css). The FAQPage structured data comes with it, built from
 * the same items.
 */
export function FaqAccordion({ items, presses }: { items: readonly FaqAccordionItem[]; presses: FaqPresses }) {
  const [open, setOpen] = useState<string[]>([]);
  const prefix = useId();
  useEffect(() => presses.handOver((ids) => setOpen((now) => toggled(now, ids))), [presses]);
  return (
    <>
      <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className={FAQ_LIST_CLASS}>
        {items.map((item, index) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Header className={FAQ_HEADING_CLASS}>
              <Accordion.Trigger className="faq-question" aria-controls={`${prefix}${index}`} data-faq-id={item.id}>
                {item.question}
                <SpriteIcon name="chevron-down" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content
              forceMount
              id={`${prefix}${index}`}
              hidden={!open.includes(item.id)}
              className="faq-answer"
              data-faq-answer=""
            >
              {item.answer}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      <FaqJsonLd items={items} />
    </>
  );
}
