/**
 * The originality measure of scripts/pair-originality.ts, for the script and the unit test: renders a
 * seeded sample of pair pages' FAQ, unit text and direction sentences in one language, masks numbers
 * and unit names, and counts for each page the sentences found on no other sampled page.
 */
import { createTranslator } from 'next-intl';
import { pairGuideWords, pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { allPairs, categories, unitSymbol, type Pair } from '@/lib/units';
import { currencyName } from '@/lib/units/currency-name';
import de from '@/messages/de.json' with { type: 'json' };
import en from '@/messages/en.json' with { type: 'json' };
import es from '@/messages/es.json' with { type: 'json' };
import fr from '@/messages/fr.json' with { type: 'json' };
import no from '@/messages/no.json' with { type: 'json' };

const MESSAGES = { en, es, de, fr, no } as const;

/** A small seeded generator (mulberry32), so a run can be repeated. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface OriginalityRow {
  readonly id: string;
  readonly sentences: number;
  readonly own: number;
  readonly share: number;
  /** Sampled pages that share a unit with this one: their unit text is the same by design. */
  readonly mates: number;
}

/** The words of one language's pair pages, as the script and the test read them. */
export function pageReader(locale: Locale) {
  function translator(namespace: string): Translate & { has: (key: string) => boolean } {
    return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }) as never;
  }

  const units = translator('UnitNames');
  const guideWords = translator('PairGuide');

  function nameOf(pair: Pair, unit: string): string {
    return pair.category === 'currency'
      ? currencyName(intlLocale[locale], unitSymbol('currency', unit, locale))
      : units(`${pair.category}.${unit}`);
  }

  /** Every unit's name and symbol, longest first, so "US fluid ounces" is masked before "ounces". */
  const UNIT_WORDS = [
    ...new Set(
      categories.flatMap((category) =>
        category.units.flatMap((unit) => {
          const pair = { category: category.id } as Pair;
          const name = nameOf(pair, unit.id);
          const forms = [name, name.replace(/es\b/g, ''), name.replace(/s\b/g, '')];
          return [...forms, ...forms.map((form) => form.toLowerCase()), unitSymbol(category.id, unit.id, locale)];
        }),
      ),
    ),
  ]
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length);

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const UNIT_PATTERN = new RegExp(`(?<![\\p{L}])(?:${UNIT_WORDS.map(escape).join('|')})(?![\\p{L}])`, 'gu');

  function mask(sentence: string): string {
    return sentence
      .replace(UNIT_PATTERN, 'U')
      .replace(/[−-]?[0-9][0-9,.\u00a0\u202f/]*/g, 'N')
      .replace(/\s+/g, ' ')
      .trim();
  }

  function sentences(text: string): string[] {
    const prose = text.replace(/\s*(Sources?|Fuentes?|Quellen?|Kilder?)\s?:\s.*$/u, '');
    return (
      prose
        // Not after an abbreviation of capitals ("U.S. Virgin Islands").
        .split(/(?<![\p{Lu}]\.[\p{Lu}]\.)(?<=[.!?])\s+(?=[\p{Lu}¿¡0-9"“«])/u)
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
    );
  }

  /** The page's FAQ and unit text, as sentences. */
  function pageText(pair: Pair): string[] {
    const guide = pairGuideOf(pair, locale) as ReturnType<typeof pairGuideOf> & { facts?: unknown };
    const names = pairNameValues(pair, (unit) => nameOf(pair, unit), locale);
    const words = pairGuideWords(pair, guide, names, guideWords);
    const unitText = guide.units.flatMap((fact, index) => {
      type Written = { text: string } | undefined;
      const facts = (
        guide.facts as unknown as { definition: Written; use: Written; familiar?: Written; confusion?: Written }[] | undefined
      )?.[index];
      if (facts !== undefined) return [facts.definition, facts.use, facts.familiar, facts.confusion].map((fact) => fact?.text ?? '');
      // A unit without written facts: the catalogue's definition, and the history line older trees had.
      const name = nameOf(pair, fact.unit);
      const history = `history.${pair.category}.${fact.unit}`;
      return [
        guideWords(`definition.${fact.key}`, { name, ...fact.values }),
        fact.system === undefined ? '' : guideWords(`system.${fact.system}`),
        guideWords.has(history) ? guideWords(history) : '',
      ];
    });
    return [...words.faq.flatMap((item) => [item.question, item.answer]), ...unitText, ...words.direction].flatMap(sentences);
  }

  return { pageText, mask };
}

const median = (sorted: readonly number[]) =>
  sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;

/**
 * Each page's own sentences among `pairs`: those (masked) found on no other of them. `sharedWith`
 * names the other pages that say a sentence, for the script's --show.
 */
function ownership(pairs: readonly Pair[], locale: Locale) {
  const { pageText, mask } = pageReader(locale);
  const pages = pairs.map((pair) => ({ pair, sentences: pageText(pair) }));

  const seenOn = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const sentence of page.sentences) {
      const masked = mask(sentence);
      if (!seenOn.has(masked)) seenOn.set(masked, new Set());
      seenOn.get(masked)!.add(page.pair.id);
    }
  }
  // Which pages share a unit with each, counted once per unit rather than by scanning every page.
  const onUnit = new Map<string, number>();
  for (const { pair } of pages)
    for (const unit of new Set([pair.from, pair.to]))
      onUnit.set(`${pair.category}/${unit}`, (onUnit.get(`${pair.category}/${unit}`) ?? 0) + 1);
  const sampled = new Set<string>(pages.map(({ pair }) => `${pair.category}/${pair.from}/${pair.to}`));
  const reverseSampled = (pair: Pair) => sampled.has(`${pair.category}/${pair.to}/${pair.from}`);
  const unitMates = (pair: Pair) =>
    onUnit.get(`${pair.category}/${pair.from}`)! - 1 + onUnit.get(`${pair.category}/${pair.to}`)! - 1 - (reverseSampled(pair) ? 1 : 0);
  const rows: OriginalityRow[] = pages.map(({ pair, sentences: text }) => {
    const own = text.filter((sentence) => seenOn.get(mask(sentence))!.size === 1).length;
    return { id: pair.id, sentences: text.length, own, share: text.length === 0 ? 0 : own / text.length, mates: unitMates(pair) };
  });
  const shares = rows.map((row) => row.share).sort((a, b) => a - b);
  const sharedWith = (pair: Pair, sentence: string) => [...(seenOn.get(mask(sentence)) ?? [])].filter((id) => id !== pair.id);
  return { rows, median: median(shares), minimumOwn: Math.min(...rows.map((row) => row.own)), sharedWith };
}

/** A seeded sample of `count` pair pages in `locale`, each page's own sentences among the sample. */
export function measureOriginality(count: number, seed: number, locale: Locale) {
  const all = allPairs();
  const next = random(seed);
  const sample = new Set<Pair>();
  while (sample.size < Math.min(count, all.length)) sample.add(all[Math.floor(next() * all.length)]!);
  return ownership([...sample], locale);
}

/**
 * Every pair page of `locale` (or of one category), each page's own sentences among all of them: a
 * sentence is its page's own only if no other page of the site says it. A unit's text is on every
 * page of that unit, so here only what a page says about its pair counts.
 */
export function measureAllPairs(locale: Locale, category?: string) {
  return ownership(
    allPairs().filter((pair) => category === undefined || pair.category === category),
    locale,
  );
}
