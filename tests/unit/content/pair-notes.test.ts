import { describe, expect, it } from 'vitest';
import { FactTokenError, parseToken, renderFactText, TOKEN } from '@/lib/content/facts/render';
import { PAIR_NOTES, renderedNotesOf, type PairNote } from '@/lib/content/pair-notes';
import { SOURCES } from '@/lib/content/facts/sources';
import { getUnit, type CategoryId } from '@/lib/units/catalogue';
import { allPairs } from '@/lib/units';
import { locales } from './helpers';

const notes = Object.entries(PAIR_NOTES).flatMap(([category, entry]) =>
  [...entry!.pairs, ...(entry!.all === undefined ? [] : [{ ...entry!.all, units: [] }])].map(
    (note) => [category as CategoryId, note as PairNote] as const,
  ),
);

const textsOf = (note: PairNote) => [
  ...note.faq.flatMap((item) => [item.question, item.answer]),
  ...(note.lookup === undefined ? [] : [note.lookup.caption]),
];

describe.each(notes)('the %s note', (category, note) => {
  it('names units of its category and sources that exist', () => {
    for (const unit of [...note.units.flat(), ...(note.lookup === undefined ? [] : [note.lookup.from, note.lookup.to])]) {
      expect(getUnit(category, unit), unit).toBeDefined();
    }
    for (const item of note.faq) if (item.source !== undefined) expect(Object.keys(SOURCES)).toContain(item.source.id);
  });

  it.each(locales)('is written in %s with every number a token or a listed literal', (locale) => {
    for (const text of textsOf(note)) {
      expect(text[locale].trim()).not.toBe('');
      const outside = text[locale].replace(TOKEN, ' ');
      const digits = (outside.match(/[0-9]+(?:[.,][0-9]+)*/g) ?? []).filter((run) => !(note.literals ?? []).includes(run));
      expect(digits, text[locale]).toEqual([]);
      for (const [, body] of text[locale].matchAll(TOKEN)) expect(parseToken(body!), body).toBeDefined();
      expect(() => renderFactText(text[locale], category, locale)).not.toThrow(FactTokenError);
    }
  });
});

describe('pair notes', () => {
  it('reach a page either way round and fill its lookup table', () => {
    const cupsToMl = allPairs().find((pair) => pair.id === 'volume/cups-to-ml');
    if (cupsToMl === undefined || PAIR_NOTES.volume === undefined) return;
    const rendered = renderedNotesOf('volume', cupsToMl.to, cupsToMl.from, 'en');
    expect(rendered.faq.length).toBeGreaterThan(0);
  });
});
