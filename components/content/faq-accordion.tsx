import { CssIcon } from '@/components/layout/css-icon';
import { Disclosures } from '@/components/ui/disclosure';
import { DisclosureToggle } from '@/components/ui/disclosure-toggle';

export interface FaqAccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions that open and close independently. Answers stay in the page while closed (hidden), so
 * readers without JavaScript (FaqSection's noscript rule) and search engines have them too.
 *
 * Each question is a DisclosureToggle, whose props the page's RSC payload carries once per question:
 * short component classes (app/globals.css) and a stylesheet chevron instead of an inline `<svg>`
 * keep that to the question and answer themselves.
 */
export function FaqAccordion({ items }: { items: readonly FaqAccordionItem[] }) {
  return (
    <Disclosures>
      {items.map((item) => (
        <div key={item.id}>
          <DisclosureToggle
            summary={
              <>
                {item.question}
                <CssIcon name="chevron-down" />
              </>
            }
            buttonClassName="faq-question"
            panelClassName="faq-answer"
            panelAttributes={{ 'data-faq-answer': '' }}
          >
            {item.answer}
          </DisclosureToggle>
        </div>
      ))}
    </Disclosures>
  );
}
