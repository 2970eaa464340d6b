import { describe, expect, it } from 'vitest';
import { computeRecipe } from '@/lib/recipe/compute';
import { parseLine } from '@/lib/recipe/parse-line';
import { PUBLISHED_LINES, type PublishedLine } from './fixtures/published-lines';
import { unitLabeler } from './support';

// What the reader must reach on published lines it has never been tuned to line by line: the
// issue's bar for amounts and units, and a floor under the food matching measured on this set.
const AMOUNT_AND_UNIT_TARGET = 0.95;
const FOOD_MATCH_FLOOR = 0.85;

function unitRead(line: string): string | null {
  const parsed = parseLine(line);
  if (parsed.kind !== 'measured') return null;
  return parsed.noun?.id ?? parsed.unit;
}

function readRight(expected: PublishedLine): boolean {
  const parsed = parseLine(expected.line);
  if (expected.amount === null) return parsed.kind === 'text';
  if (parsed.kind !== 'measured') return false;
  const sizeRight =
    expected.size === undefined
      ? parsed.pack === null
      : parsed.pack !== null && Math.abs(parsed.pack.quantity - expected.size[0]) < 1e-9 && parsed.pack.unit === expected.size[1];
  return (
    Math.abs(parsed.quantity - expected.amount) < 1e-9 &&
    (parsed.rangeEnd ?? undefined) === expected.to &&
    unitRead(expected.line) === expected.unit &&
    sizeRight
  );
}

function foodMatched(expected: PublishedLine & { locale: 'en' | 'es' | 'de' | 'fr' | 'no' }): boolean {
  const [item] = computeRecipe(
    { fromServings: 1, toServings: 1, system: 'metric', lines: [expected.line] },
    { locale: expected.locale, unitLabel: unitLabeler(expected.locale) },
  ).items;
  return item?.foodId === expected.food;
}

describe('published ingredient lines', () => {
  it(`holds at least 200 lines in all five languages`, () => {
    expect(PUBLISHED_LINES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(PUBLISHED_LINES.map((line) => line.locale))).toEqual(new Set(['en', 'es', 'de', 'fr', 'no']));
  });

  it(`reads at least ${AMOUNT_AND_UNIT_TARGET * 100}% of amounts and units right`, () => {
    const wrong = PUBLISHED_LINES.filter((line) => !readRight(line));
    const share = 1 - wrong.length / PUBLISHED_LINES.length;
    console.info(
      `amounts and units read right: ${(share * 100).toFixed(1)}% of ${PUBLISHED_LINES.length}` +
        wrong
          .map(
            (line) =>
              `\n  ✗ ${line.line} → ${JSON.stringify(parseLine(line.line), ['quantity', 'rangeEnd', 'unit', 'noun', 'id', 'pack', 'name', 'kind'])}`,
          )
          .join(''),
    );
    expect(share).toBeGreaterThanOrEqual(AMOUNT_AND_UNIT_TARGET);
  });

  it(`matches at least ${FOOD_MATCH_FLOOR * 100}% of the lines with an amount to the food a cook would pick`, () => {
    const measured = PUBLISHED_LINES.filter((line) => line.amount !== null);
    const wrong = measured.filter((line) => !foodMatched(line));
    const share = 1 - wrong.length / measured.length;
    const withFood = measured.filter((line) => line.food !== null);
    const found = withFood.filter((line) => foodMatched(line)).length;
    console.info(
      `food right: ${(share * 100).toFixed(1)}% of ${measured.length} measured lines; ` +
        `matched to a table food: ${found} of ${withFood.length} (${((found / withFood.length) * 100).toFixed(1)}%)` +
        wrong.map((line) => `\n  ✗ ${line.line} → expected ${line.food}`).join(''),
    );
    expect(share).toBeGreaterThanOrEqual(FOOD_MATCH_FLOOR);
  });
});
