/**
 * How much of a pair page's text is its own: renders N random English pair pages' FAQ and "About the
 * two units" text from lib (not the server), masks numbers and unit names, and reports for each page
 * the share of its sentences found on no other sampled page, and how many such sentences it has.
 * The unit text includes what the page says about going its own way (PairGuide.direction).
 *
 *   npx tsx scripts/pair-originality.ts [--n 45] [--seed 1] [--locale en] [--show length/inches-to-cm]
 *
 * Citations ("Source: NIST Handbook 44.") are not sentences of the page's prose, so they are left out.
 */
import type { Locale } from '@/i18n/locales';
import { allPairs } from '@/lib/units';
import { measureOriginality, pageReader } from './pair-originality/measure';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const count = Number(option('n', '45'));
const seed = Number(option('seed', '1'));
const locale = option('locale', 'en') as Locale;
const show = option('show', '');

const { rows, median } = measureOriginality(count, seed, locale);
const { pageText, mask } = pageReader(locale);
const all = allPairs();

const percent = (share: number) => `${Math.round(share * 100)}%`;
for (const row of [...rows].sort((a, b) => a.share - b.share)) {
  const mates = row.mates === 0 ? '' : `  (${row.mates} sampled page${row.mates === 1 ? '' : 's'} share a unit)`;
  console.log(`${percent(row.share).padStart(5)}  ${String(row.own).padStart(2)}/${String(row.sentences).padEnd(3)} ${row.id}${mates}`);
}
const shares = rows.map((row) => row.share).sort((a, b) => a - b);
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
