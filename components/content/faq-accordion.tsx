'use client';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export interface FaqAccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions that open and close independently (Radix Accordion, type "multiple"). Answers stay in
 * the page while closed (hidden), so readers without JavaScript and search engines have them too.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  return (
    <Accordion type="multiple">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent forceMount data-faq-answer="" className="data-[state=closed]:hidden">
            {item.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
