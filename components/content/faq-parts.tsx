import { SpriteIcon } from '@/components/ui/sprite-icon';

export interface FaqAccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** A bordered card with a rule between the questions. */
export const FAQ_LIST_CLASS = 'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm';
export const FAQ_HEADING_CLASS = 'm-0 text-base';

/** A question's button content: its text and a stylesheet chevron (app/globals.css turns it while open). */
export function FaqQuestion({ question }: { question: string }) {
  return (
    <>
      {question}
      <SpriteIcon name="chevron-down" />
    </>
  );
}
