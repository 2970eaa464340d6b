import { describe, expect, it } from 'vitest';
import { renderFactText, unitFactsOf } from '@/lib/content/facts';
import { parseToken, TOKEN } from '@/lib/content/facts/render';
import { phrasedCategories, unitPhrasesOf } from '@/lib/content/pair-phrases';
import { getCategory } from '@/lib/units/catalogue';
import { locales } from './helpers';

const FIELDS = ['what', 'where'] as const;

const cases = phrasedCategories.flatMap((category) =>
  getCategory(category).units.flatMap((unit) => locales.map((locale) => [category, unit.id, locale] as const)),
);

describe.each(cases)('the phrases of %s %s in %s', (category, unit, locale) => {
  const phrases = unitPhrasesOf(category, unit);

  it('are written for a unit that has written facts', () => {
    expect(phrases, `${category}.${unit}`).toBeDefined();
    expect(unitFactsOf(category, unit, locale)).toBeDefined();
  });

  it.each(FIELDS)('%s is one clause to set inside a sentence', (field) => {
    const text = phrases![field][locale];
    expect(text.trim()).toBe(text);
    expect(text.length).toBeGreaterThan(10);
    expect(text.length).toBeLessThanOrEqual(150);
    expect(text).not.toMatch(/[.;:!?]$/u);
    expect(text).not.toMatch(/[;]|\.\s/u);
  });

  it.each(FIELDS)('%s has no number but its tokens and listed literals', (field) => {
    const text = phrases![field][locale];
    for (const [, body] of text.matchAll(TOKEN)) expect(parseToken(body!), body).toBeDefined();
    const stray = (text.replace(TOKEN, ' ').match(/[0-9]+/g) ?? []).filter(
      (run) => !(phrases!.literals ?? []).some((literal) => literal.includes(run)),
    );
    expect(stray).toEqual([]);
    expect(() => renderFactText(text, category, locale)).not.toThrow();
  });

  it.each(FIELDS)('%s in French has its no-break spaces', (field) => {
    if (locale !== 'fr') return;
    expect(phrases![field].fr).not.toMatch(/ [:;?!%]/u);
  });
});

describe('the phrases', () => {
  it('cover every unit of each category they are written for', () => {
    for (const category of phrasedCategories) {
      for (const unit of getCategory(category).units) expect(unitPhrasesOf(category, unit.id), `${category}.${unit.id}`).toBeDefined();
    }
  });
});
