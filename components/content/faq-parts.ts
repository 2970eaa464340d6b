export interface FaqAccordionItem {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** A bordered card with a rule between the questions. */
export const FAQ_LIST_CLASS = 'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm';
export const FAQ_HEADING_CLASS = 'm-0 text-base';

/** The open questions after a press on `id`: it opens if closed, closes if open; the others stay. */
export const toggled = (open: readonly string[], id: string): string[] =>
  open.includes(id) ? open.filter((other) => other !== id) : [...open, id];
