/**
 * Recipe reading speed: `npx tsx scripts/bench-recipe.ts` (npm run bench:recipe).
 *
 * A 100-line recipe made of the published-style lines of the unit test set (notes and headers
 * included, five languages) is timed, call by call, through three paths:
 *   floor          the same lines only trimmed and split into words (what any reader must pay)
 *   parse + scale  parseRecipe + scaleIngredients (2 → 5 servings)
 *   whole line     computeRecipe: parse, scale, food matching, weights and the display line
 * Each path is warmed up, then run 2,000 times; the median and the 99th percentile per recipe are
 * printed, with each median as a multiple of the floor's, measured in the same run.
 */
import { computeRecipe } from '@/lib/recipe/compute';
import type { UnitLabeler } from '@/lib/recipe/display-line';
import { parseRecipe } from '@/lib/recipe/parse-line';
import { scaleIngredients } from '@/lib/recipe/scale';
import { PUBLISHED_LINES } from '@/tests/unit/recipe/fixtures/published-lines';

const LINES = 100;
const WARM_UP = 200;
const RUNS = 2_000;
const lines = PUBLISHED_LINES.slice(0, LINES).map((line) => line.line);
const unitLabel: UnitLabeler = (unit) => unit;
let checksum = 0;

function floor(): void {
  for (const line of lines) checksum += line.trim().split(/\s+/).length;
}

function parseAndScale(): void {
  checksum += scaleIngredients(parseRecipe(lines), 2, 5).length;
}

function whole(): void {
  checksum += computeRecipe({ fromServings: 2, toServings: 5, system: 'metric', lines }, { locale: 'en', unitLabel }).items.length;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

function time(run: () => void): { median: number; p99: number } {
  for (let i = 0; i < WARM_UP; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

const results = { floor: time(floor), 'parse + scale': time(parseAndScale), 'whole line': time(whole) };
const base = results.floor.median;
console.log(`${lines.length}-line recipe, ${RUNS} runs each (ms per recipe)`);
console.log('path           median      p99   median / floor');
for (const [name, { median, p99 }] of Object.entries(results)) {
  console.log(`${name.padEnd(14)} ${median.toFixed(4).padStart(8)} ${p99.toFixed(4).padStart(8)}   ${(median / base).toFixed(1)}×`);
}
console.log(`(checksum ${checksum})`);
