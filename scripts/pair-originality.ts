/**
 * How much of a pair page's text is its own: renders N random English pair pages' FAQ and "About the
 * two units" text from lib (not the server), masks numbers and unit names, and reports for each page
 * the share of its sentences found on no other sampled page, and how many such sentences it has.
 *
 *   npx tsx scripts/pair-originality.ts [--n 45] [--seed 1] [--locale en] [--show length/inches-to-cm]
 *
 * Citations ("Source: NIST Handbook 44.") are not sentences of the page's prose, so they are left out.
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

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const count = Number(option('n', '45'));
const seed = Number(option('seed', '1'));
const locale = option('locale', 'en') as Locale;
const show = option('show', '');

/** A small seeded generator (mulberry32), so a run can be repeated. */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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
  return [...words.faq.flatMap((item) => [item.question, item.answer]), ...unitText].flatMap(sentences);
}

const all = allPairs();
const next = random(seed);
const sample = new Set<Pair>();
while (sample.size < Math.min(count, all.length)) sample.add(all[Math.floor(next() * all.length)]!);
const pages = [...sample].map((pair) => ({ pair, sentences: pageText(pair) }));

const seenOn = new Map<string, Set<string>>();
for (const page of pages) {
  for (const sentence of page.sentences) {
    const masked = mask(sentence);
    if (!seenOn.has(masked)) seenOn.set(masked, new Set());
    seenOn.get(masked)!.add(page.pair.id);
  }
}

/** Sampled pages that share a unit with this one: their unit text is the same by design. */
const unitMates = (pair: Pair) =>
  pages.filter(
    ({ pair: other }) =>
      other !== pair && other.category === pair.category && [other.from, other.to].some((unit) => unit === pair.from || unit === pair.to),
  ).length;

const rows = pages.map(({ pair, sentences: text }) => {
  const own = text.filter((sentence) => seenOn.get(mask(sentence))!.size === 1).length;
  return { id: pair.id, sentences: text.length, own, share: text.length === 0 ? 0 : own / text.length, mates: unitMates(pair) };
});

const percent = (share: number) => `${Math.round(share * 100)}%`;
for (const row of [...rows].sort((a, b) => a.share - b.share)) {
  const mates = row.mates === 0 ? '' : `  (${row.mates} sampled page${row.mates === 1 ? '' : 's'} share a unit)`;
  console.log(`${percent(row.share).padStart(5)}  ${String(row.own).padStart(2)}/${String(row.sentences).padEnd(3)} ${row.id}${mates}`);
}
const shares = rows.map((row) => row.share).sort((a, b) => a - b);
const median =
  shares.length % 2 === 1 ? shares[(shares.length - 1) / 2]! : (shares[shares.length / 2 - 1]! + shares[shares.length / 2]!) / 2;
console.log(`\n${rows.length} pages (${locale}, seed ${seed}): median ${percent(median)} own, minimum ${percent(shares[0]!)};`);
console.log(
  `own sentences: minimum ${Math.min(...rows.map((row) => row.own))}, pages with at least three ${rows.filter((row) => row.own >= 3).length}`,
);
const alone = rows.filter((row) => row.mates === 0);
const aloneShares = alone.map((row) => row.share).sort((a, b) => a - b);
console.log(
  `pages sharing no unit with another sampled page: ${alone.length}, median ${percent(aloneShares[Math.floor(aloneShares.length / 2)] ?? 0)} own, ` +
    `own sentences minimum ${Math.min(...alone.map((row) => row.own))}`,
);

if (show !== '') {
  const pair = all.find((candidate) => candidate.id === show);
  if (pair !== undefined) for (const sentence of pageText(pair)) console.log(`- ${sentence}\n  ${mask(sentence)}`);
}
