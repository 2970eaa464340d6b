export interface FaqAccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** A bordered card with a rule between the questions. */
export const FAQ_LIST_CLASS = 'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm';
export const FAQ_HEADING_CLASS = 'm-0 text-base';
