import { describe, expect, it } from 'vitest';
import { factsOf, renderFactText, sourceLabel, unitFactsOf, type FactText, type UnitFacts } from '@/lib/content/facts';
import { exactTokenText, parseToken, renderToken, TOKEN } from '@/lib/content/facts/render';
import { SOURCES } from '@/lib/content/facts/sources';
import { categories, type CategoryId } from '@/lib/units/catalogue';
import { locales } from './helpers';

const TEXTS = ['definition', 'use', 'familiar', 'confusion'] as const;
const SOURCE_FIELDS = ['definitionSource', 'useSource', 'familiarSource', 'confusionSource'] as const;

/** Each unit of each category with its facts in one language (currency through its own writer). */
const cases = categories.flatMap((category) =>
  category.units.flatMap((unit) => locales.map((locale) => [category.id as CategoryId, unit.id, locale] as const)),
);

/** A text's digits that no token and no listed literal accounts for. */
function strayDigits(text: string, literals: readonly string[]): string[] {
  const outside = text.replace(TOKEN, ' ');
  return (outside.match(/[0-9]+(?:[.,][0-9]+)*/g) ?? []).filter((run) => !literals.some((literal) => literal.includes(run)));
}

function textsOf(facts: UnitFacts): [string, FactText][] {
  return TEXTS.flatMap((field) => (facts[field] === undefined ? [] : [[field, facts[field]!] as [string, FactText]]));
}

describe.each(cases)('the facts of %s %s in %s', (category, unit, locale) => {
  const facts = unitFactsOf(category, unit, locale);

  it('are there, with a definition, a use and their sources', () => {
    expect(facts, `${category}.${unit}`).toBeDefined();
    expect(facts!.definition[locale].trim()).not.toBe('');
    expect(facts!.use[locale].trim()).not.toBe('');
    for (const field of SOURCE_FIELDS) {
      const source = facts![field];
      if (source !== undefined) expect(Object.keys(SOURCES), `${field} of ${unit}`).toContain(source.id);
    }
    expect(facts!.definitionSource).toBeDefined();
    expect(facts!.useSource).toBeDefined();
    if (facts!.confusion !== undefined) expect(facts!.confusionSource, `confusionSource of ${unit}`).toBeDefined();
  });

  it('name the source of something familiar wherever they say one, and never a source without it', () => {
    expect(facts!.familiarSource === undefined, `familiarSource of ${category}.${unit}`).toBe(facts!.familiar === undefined);
  });

  it('write no text empty and no digit outside a token or a listed literal', () => {
    if (facts === undefined) return;
    for (const [field, text] of textsOf(facts)) {
      expect(text[locale].trim(), `${field} of ${unit}`).not.toBe('');
      expect(strayDigits(text[locale], facts.literals ?? []), `${field} of ${unit}: ${text[locale]}`).toEqual([]);
    }
  });

  it('hold only tokens of this category, {x} only where the result is exact', () => {
    if (facts === undefined || category === 'currency') return;
    for (const [field, text] of textsOf(facts)) {
      for (const [whole, body] of text[locale].matchAll(TOKEN)) {
        const token = parseToken(body!);
        expect(token, `${field} of ${unit}: ${whole}`).toBeDefined();
        expect(() => renderToken(category, token!, locale), `${field} of ${unit}: ${whole}`).not.toThrow();
        if (token!.kind === 'x') expect(exactTokenText(category, token!), `${whole} is not exact`).toBeDefined();
      }
    }
  });

  it('render with every token filled', () => {
    if (facts === undefined) return;
    const rendered = factsOf(category, unit, locale)!;
    for (const text of [rendered.definition, rendered.use, rendered.familiar, rendered.confusion]) {
      if (text !== undefined) expect(text.text).not.toMatch(/[{}]|undefined|NaN/);
    }
  });
});

describe('fact tokens', () => {
  it('round {q} to four significant digits with a no-break space before the symbol', () => {
    expect(renderFactText('about {q 1 cup_us ml}', 'volume', 'en')).toBe('about 236.6\u00a0mL');
    expect(renderFactText('environ {q 1 cup_us ml}', 'volume', 'fr')).toBe('environ 236,6\u00a0mL');
  });

  it('write every digit of an exact {x}', () => {
    expect(renderFactText('exactly {x 1 in cm}', 'length', 'en')).toBe('exactly 2.54\u00a0cm');
    expect(renderFactText('{x 1 lb kg}', 'weight', 'de')).toBe('0,45359237\u00a0kg');
  });

  it('refuse an {x} that is not exact', () => {
    expect(() => renderFactText('{x 1 kg lb}', 'weight', 'en')).toThrow();
  });
});

describe('a cited source', () => {
  it('names an EU directive by its number, not by the start of its long title', () => {
    expect(sourceLabel({ id: 'eu-2007-45' })).toBe('Directive 2007/45/EC');
    expect(sourceLabel({ id: 'eu-80-181' })).toBe('Council Directive 80/181/EEC');
  });
});
