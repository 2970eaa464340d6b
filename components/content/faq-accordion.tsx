import { Disclosure, Disclosures } from '@/components/ui/disclosure';

export interface FaqAccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions that open and close independently. Answers stay in the page while closed (hidden), so
 * readers without JavaScript (FaqSection's noscript rule) and search engines have them too.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  return (
    <Disclosures>
      {items.map((item) => (
        <Disclosure key={item.id} summary={item.question} panelAttributes={{ 'data-faq-answer': '' }}>
          {item.answer}
        </Disclosure>
      ))}
    </Disclosures>
  );
}
