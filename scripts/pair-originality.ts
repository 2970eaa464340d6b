/**
 * How much of a pair page's text is its own: renders N random English pair pages' FAQ and "About the
 * two units" text from lib (not the server), masks numbers and unit names, and reports for each page
 * the share of its sentences found on no other sampled page, and how many such sentences it has.
 * The unit text includes what the page says about going its own way (PairGuide.direction).
 *
 *   npx tsx scripts/pair-originality.ts [--n 45] [--seed 1] [--locale en] [--show length/inches-to-cm]
 *   npx tsx scripts/pair-originality.ts --all [--category length] [--locale en] [--show …]
 *
 * --all measures every pair page of the language (or of one category) against all the others, and
 * gives each category's figures; with --category it lists that category's pages under three own sentences. --show prints a page's sentences, masked,
 * each marked own or with the pages that share it.
 *
 * Citations ("Source: NIST Handbook 44.") are not sentences of the page's prose, so they are left out.
 */
import type { Locale } from '@/i18n/locales';
import { allPairs } from '@/lib/units';
import { measureAllPairs, measureOriginality, pageReader } from './pair-originality/measure';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const count = Number(option('n', '45'));
const seed = Number(option('seed', '1'));
const locale = option('locale', 'en') as Locale;
const show = option('show', '');
const everyPair = process.argv.includes('--all');
const category = option('category', '');

const { rows, median, sharedWith } = everyPair
  ? measureAllPairs(locale, category === '' ? undefined : category)
  : measureOriginality(count, seed, locale);
const { pageText, mask } = pageReader(locale);
const all = allPairs();

const percent = (share: number) => `${Math.round(share * 100)}%`;
const listed = !everyPair ? rows : category === '' ? [] : rows.filter((row) => row.own < 3);
for (const row of [...listed].sort((a, b) => a.share - b.share)) {
  const mates = row.mates === 0 ? '' : `  (${row.mates} sampled page${row.mates === 1 ? '' : 's'} share a unit)`;
  console.log(`${percent(row.share).padStart(5)}  ${String(row.own).padStart(2)}/${String(row.sentences).padEnd(3)} ${row.id}${mates}`);
}
const shares = rows.map((row) => row.share).sort((a, b) => a - b);
const scope = everyPair ? `every ${category === '' ? '' : `${category} `}pair` : `seed ${seed}`;
console.log(`\n${rows.length} pages (${locale}, ${scope}): median ${percent(median)} own, minimum ${percent(shares[0]!)};`);
console.log(
  `own sentences: minimum ${Math.min(...rows.map((row) => row.own))}, pages with at least three ${rows.filter((row) => row.own >= 3).length}`,
);
if (everyPair) {
  const byCategory = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byCategory.set(row.id.split('/')[0]!, [...(byCategory.get(row.id.split('/')[0]!) ?? []), row]);
  for (const [id, pages] of byCategory) {
    const own = pages.map((row) => row.own).sort((a, b) => a - b);
    const under = pages.filter((row) => row.own < 3).length;
    console.log(
      `  ${id.padEnd(14)} ${String(pages.length).padStart(4)} pages, ${String(under).padStart(4)} under three own, median ${own[Math.floor(own.length / 2)]} own`,
    );
  }
} else {
  const alone = rows.filter((row) => row.mates === 0);
  const aloneShares = alone.map((row) => row.share).sort((a, b) => a - b);
  console.log(
    `pages sharing no unit with another sampled page: ${alone.length}, median ${percent(aloneShares[Math.floor(aloneShares.length / 2)] ?? 0)} own, ` +
      `own sentences minimum ${Math.min(...alone.map((row) => row.own))}`,
  );
}

if (show !== '') {
  const pair = all.find((candidate) => candidate.id === show);
  if (pair === undefined) console.log(`no pair ${show}`);
  for (const sentence of pair === undefined ? [] : pageText(pair)) {
    const others = sharedWith(pair!, sentence);
    const shared =
      others.length === 0 ? 'own' : `shared with ${others.length}: ${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}`;
    console.log(`- ${sentence}\n  ${mask(sentence)}\n  [${shared}]`);
  }
}
