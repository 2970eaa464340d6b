import { FaqList } from './faq-list';
import type { FaqAccordionItem } from './faq-parts';

/*
 * A closed answer carries the `hidden` attribute, which Tailwind's preflight turns into
 * `display: none !important` inside its `base` layer. An !important rule outside any layer loses to
 * an !important rule inside one, so this rule joins that layer, and wins there by being more specific.
 */
const NO_SCRIPT_ANSWERS = '@layer base{[data-faq-answer][hidden]{display:block!important}}';

/**
 * An FAQ with its FAQPage structured data, built from the same items so the two always list the
 * same questions and answers (./faq-list.tsx).
 */
export function FaqSection({ id, title, items }: { id: string; title: string; items: readonly FaqAccordionItem[] }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <FaqList items={items} />
      {/* Without JavaScript nothing can open a question, so every answer shows (no effect with it: no shift). */}
      <noscript>
        <style>{NO_SCRIPT_ANSWERS}</style>
      </noscript>
    </section>
  );
}
