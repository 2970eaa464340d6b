import { useId } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { FAQ_HEADING_CLASS, FAQ_LIST_CLASS, type FaqAccordionItem } from './faq-parts';

/**
 * The FAQ as the server sends it: each question a disclosure button naming the answer it shows,
 * every answer in the page (hidden while closed), so search engines have them and readers without
 * JavaScript get them all (FaqSection's noscript rule). It looks like Radix's accordion
 * (./faq-accordion.tsx), which replaces it once the page is live, so the swap moves nothing.
 */
export function FaqPlain({
  items,
  open,
  onToggle,
}: {
  items: readonly FaqAccordionItem[];
  open: readonly string[];
  onToggle: (id: string) => void;
}) {
  const prefix = useId();
  return (
    <div className={FAQ_LIST_CLASS}>
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        return (
          <div key={item.id}>
            <h3 className={FAQ_HEADING_CLASS}>
              <button
                type="button"
                className="faq-question"
                id={`${prefix}q${index}`}
                aria-expanded={expanded}
                aria-controls={`${prefix}${index}`}
                data-faq-id={item.id}
                onClick={() => onToggle(item.id)}
              >
                {item.question}
                <SpriteIcon name="chevron-down" />
              </button>
            </h3>
            <div
              id={`${prefix}${index}`}
              role="region"
              aria-labelledby={`${prefix}q${index}`}
              hidden={!expanded}
              className="faq-answer"
              data-faq-answer=""
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
