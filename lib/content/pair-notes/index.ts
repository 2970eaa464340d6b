import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units/catalogue';
import { renderFactText } from '../facts/render';
import { sourceLabel } from '../facts';
import { everydayNotes } from './everyday';
import { kitchenNotes } from './kitchen';
import { placeNotes } from './places';
import { roadNotes } from './road';
import { sizeNotes } from './sizes';
import { techNotes } from './tech';
import type { CategoryNotes, PairNote } from './types';

export type { CategoryNotes, PairNote } from './types';

/** Every category's pair notes (one file per category, or the later would replace it); a category without notes has only what its units' facts say. */
export const PAIR_NOTES: Readonly<Partial<Record<CategoryId, CategoryNotes>>> = {
  ...everydayNotes,
  ...kitchenNotes,
  ...placeNotes,
  ...roadNotes,
  ...techNotes,
  ...sizeNotes,
};

/** The notes for a pair of units, either way round: the pair's own first, then the category's. */
function pairNotesOf(category: CategoryId, from: string, to: string): Omit<PairNote, 'units'>[] {
  const notes = PAIR_NOTES[category];
  if (notes === undefined) return [];
  const own = notes.pairs.filter((note) => note.units.some(([a, b]) => (a === from && b === to) || (a === to && b === from)));
  return [...own, ...(notes.all === undefined ? [] : [notes.all])];
}

/** A note's question written for the locale, with its source's short name. */
export interface NoteAnswer {
  readonly question: string;
  readonly answer: string;
  readonly source?: string;
}

/** A looked-up value: the amount and its conversion. */
interface LookupRow {
  readonly amount: string;
  readonly result: string;
}

export interface RenderedNotes {
  readonly faq: readonly NoteAnswer[];
  readonly lookup?: { readonly caption: string; readonly rows: readonly LookupRow[] };
}

const token = (amount: number, from: string, to: string, kind: 'q' | 'x') => `{${kind} ${amount} ${from} ${to}}`;

/** A pair's notes written for the locale, numbers computed. */
export function renderedNotesOf(category: CategoryId, from: string, to: string, locale: Locale): RenderedNotes {
  const notes = pairNotesOf(category, from, to);
  const render = (text: Readonly<Record<Locale, string>>) => renderFactText(text[locale], category, locale);
  const faq = notes.flatMap((note) =>
    note.faq.map((item) => ({
      question: render(item.question),
      answer: render(item.answer),
      ...(item.source === undefined ? {} : { source: sourceLabel(item.source) }),
    })),
  );
  const lookup = notes.find((note) => note.lookup !== undefined)?.lookup;
  if (lookup === undefined) return { faq };
  return {
    faq,
    lookup: {
      caption: render(lookup.caption),
      rows: lookup.amounts.map((amount) => ({
        amount: renderFactText(token(amount, lookup.from, lookup.from, 'x'), category, locale),
        result: renderFactText(token(amount, lookup.from, lookup.to, 'q'), category, locale),
      })),
    },
  };
}
