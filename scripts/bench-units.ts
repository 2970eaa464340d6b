/**
 * Conversion speed per category: `npx tsx scripts/bench-units.ts` (npm run bench:units).
 *
 * For each category, 1,000,000 random values go through three paths:
 *   same pair     convert(category, from, to, x) with one pair throughout (typing, tables, CSV)
 *   random pairs  convert() with a random pair of the category on every call
 *   getConverter  the function getConverter() returns, called in a loop (the bulk tool)
 * Each category runs in a process of its own, so the JIT's knowledge of one category's converters
 * does not slow down the next. Each path is warmed up, then timed three times; the best run is
 * printed, since on a shared machine the slower runs measure the neighbours. Results are summed
 * and printed so the JIT cannot drop the work.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  categories,
  convert,
  formatInBase,
  getCategory,
  getConverter,
  isCategoryId,
  type Category,
  type CategoryId,
  type NumberCategoryId,
} from '@/lib/units';

const COUNT = 1_000_000;
const RUNS = 3;
const PAIR_SLOTS = 1024;
// Made-up rates, all different, so currency does real arithmetic.
const rates = Object.fromEntries(getCategory('currency').units.map((unit, i) => [unit.id, 0.5 + i]));

let checksum = 0;

function randomNumbers(category: Category): Float64Array {
  const values = new Float64Array(COUNT);
  // Fuel takes positive values only; temperature goes below zero as well.
  const [min, max] = category.id === 'temperature' ? [-400, 1000] : [0.001, 10_000];
  for (let i = 0; i < COUNT; i++) values[i] = min + Math.random() * (max - min);
  return values;
}

function randomPairs(category: Category): [string, string][] {
  const ids = category.units.map((unit) => unit.id);
  const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
  return Array.from({ length: PAIR_SLOTS }, () => [pick(), pick()]);
}

function bestOf(run: () => number): number {
  run(); // warm-up
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    checksum += run();
    best = Math.min(best, Number(process.hrtime.bigint() - start) / COUNT);
  }
  return best;
}

interface Timings {
  readonly samePair: number;
  readonly randomPairs: number;
  readonly converter: number;
}

function measureNumbers(id: NumberCategoryId): Timings {
  const category = getCategory(id);
  const values = randomNumbers(category);
  const pairs = randomPairs(category);
  const from = category.units[0].id;
  const to = category.units[1].id;
  const options = { rates };
  const converter = getConverter(id, from, to, options);
  return {
    samePair: bestOf(() => {
      let sum = 0;
      for (let i = 0; i < COUNT; i++) sum += convert(id, from, to, values[i]!, options);
      return sum;
    }),
    randomPairs: bestOf(() => {
      let sum = 0;
      for (let i = 0; i < COUNT; i++) {
        const [f, t] = pairs[i & (PAIR_SLOTS - 1)]!;
        sum += convert(id, f, t, values[i]!, options);
      }
      return sum;
    }),
    converter: bestOf(() => {
      let sum = 0;
      for (let i = 0; i < COUNT; i++) sum += converter(values[i]!);
      return sum;
    }),
  };
}

/** Number bases: random 32-bit integers in each base, so every pair reads valid digits. */
function measureBases(): Timings {
  const numeric = getCategory('numeric');
  const integers = Array.from({ length: COUNT }, () => BigInt(Math.floor(Math.random() * 2 ** 32)));
  const digits = new Map<string, string[]>(numeric.units.map((unit) => [unit.id, integers.map((n) => formatInBase(n, unit))]));
  const pairs = randomPairs(numeric);
  const decimal = digits.get('dec')!;
  const converter = getConverter('numeric', 'dec', 'hex');
  return {
    samePair: bestOf(() => {
      let sum = 0;
      for (let i = 0; i < COUNT; i++) sum += convert('numeric', 'dec', 'hex', decimal[i]!).length;
      return sum;
    }),
    randomPairs: bestOf(() => {
      let sum = 0;
      for (let i = 0; i < COUNT; i++) {
        const [f, t] = pairs[i & (PAIR_SLOTS - 1)]!;
        sum += convert('numeric', f, t, digits.get(f)![i]!).length;
      }
      return sum;
    }),
    converter: bestOf(() => {
      let sum = 0;
      for (let i = 0; i < COUNT; i++) sum += converter(decimal[i]!).length;
      return sum;
    }),
  };
}

type Row = Timings & { readonly checksum: number };

/** Child: measure one category and print the row as JSON. */
function runOne(id: CategoryId): void {
  const timings = id === 'numeric' ? measureBases() : measureNumbers(id);
  console.log(JSON.stringify({ ...timings, checksum } satisfies Row));
}

/** Parent: one child per category, then the table. */
function runAll(): void {
  const script = fileURLToPath(import.meta.url);
  const rows = categories.map((category) => {
    const child = spawnSync(process.execPath, [...process.execArgv, script, category.id], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${category.id}: ${child.stderr}`);
    const row = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Row;
    checksum += row.checksum;
    return {
      category: category.id,
      'same pair (ns)': Number(row.samePair.toFixed(1)),
      'random pairs (ns)': Number(row.randomPairs.toFixed(1)),
      'getConverter (ns)': Number(row.converter.toFixed(1)),
    };
  });
  console.log(`${COUNT.toLocaleString('en-US')} random values per category and path; best of ${RUNS} runs, ns per conversion`);
  console.table(rows);
  console.log(`checksum ${checksum.toPrecision(6)}`);
}

const only = process.argv[2];
if (only === undefined) runAll();
else if (isCategoryId(only)) runOne(only);
else throw new Error(`Unknown category ${only}`);
