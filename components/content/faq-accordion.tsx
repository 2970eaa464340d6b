'use client';

import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

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
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header className="m-0 text-base">
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600">
              {item.question}
              <ChevronDown aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content forceMount data-faq-answer="" className="px-4 pb-4 text-slate-700 data-[state=closed]:hidden">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
