/**
 * Reading recipe lines as published recipes print them: an amount, then a unit or a count word,
 * then the food and whatever the line says about it.
 *
 * - No leading amount ("salt and pepper, to taste"), or a group header ("For the sauce:"): one text
 *   item, shown as typed and never scaled.
 * - "150g/5½oz", "1 cup (240 ml)": the first measure counts; the second is skipped, never read as
 *   part of the food's name.
 * - Packages: "1 (400g) tin", "2 x 400g tins", "400g tin", "1 Dose Tomaten (400 g)": the count
 *   scales and the size of one package stays.
 * - "a pinch of", "una pizca de", "eine Prise", "pinch of": one of that measure.
 * - "2 eggs", "2 large eggs", "4 free-range eggs": the egg words weigh per egg and stay in the name.
 * - "heaped", "gestrichener" before a unit are kept and shown; "ca." before the amount too.
 * - A connector after the unit ("2 cups of flour", "2 tazas de harina") is not part of the food's
 *   name, which would otherwise send "de harina" to the food search; it is kept for display.
 */
import {
  readCountWord,
  readBracketSize,
  readTimesSize,
  skipAlternateMeasure,
  dropPluralMarks,
  findBracketSize,
  readMeasure,
  type Measure,
} from '@/lib/recipe/line-parts';
import { APPROXIMATION_PATTERN, ONE_WORD_PATTERN, readLeadingSize, readModifier } from '@/lib/recipe/line-words';
import { isPackage } from '@/lib/recipe/count-words';
import { readQuantity, type QuantityMatch } from '@/lib/recipe/quantity';
import type { PackSize, PackStyle, ParsedIngredient } from '@/lib/recipe/types';
import { CONNECTOR_PATTERN, EGG_WORD_PATTERN, HEAD_UNIT_WORDS } from '@/lib/recipe/unit-words';
import { matchUnitWord } from '@/lib/recipe/unit-match';
import { matchCustomUnit, type RecipeCustomUnit } from '@/lib/recipe/custom-match';
import type { RecipeUnitId } from '@/lib/recipe/units';

function ingredientId(index: number): string {
  return `ingredient-${index + 1}`;
}

const NOTHING = { prefix: '', modifier: '', noun: null, pack: null, connector: '' } as const;

function textItem(line: string, index: number): ParsedIngredient {
  const name = line.trim();
  return {
    ...NOTHING,
    id: ingredientId(index),
    name,
    quantity: name === '' ? 0 : 1,
    unit: 'piece',
    original: line,
    kind: name === '' ? 'empty' : 'text',
    rangeEnd: null,
    unitWritten: false,
  };
}

function stripLeadingPunctuation(text: string): string {
  return text.replace(/^[\s,;:]+/, '');
}

function packOf(measure: Measure, style: PackStyle): PackSize {
  return { quantity: measure.quantity, rangeEnd: measure.rangeEnd, unit: measure.unit, style };
}

/** Units that "a"/"pinch of" without a number may stand before. */
const IMPLIED_ONE_UNITS: ReadonlySet<RecipeUnitId> = new Set(['pinch', 'dash']);

/** The amount at `start`: a number, "a"/"una"/"eine" before a measure, or nothing before "pinch of". */
function readLeadingAmount(text: string, start: number, custom: readonly RecipeCustomUnit[]): QuantityMatch | undefined {
  const number = readQuantity(text, start);
  if (number !== undefined) return number;
  const article = ONE_WORD_PATTERN.exec(text.slice(start));
  const after = start + (article?.[0].length ?? 0);
  const unit = matchUnitWord(text, after);
  const countWord = readCountWord(text, after);
  const measureFollows = unit !== undefined || countWord !== undefined || matchCustomUnit(text, after, custom) !== undefined;
  if (article !== null && measureFollows) return { quantity: 1, rangeEnd: null, end: after };
  const bareMeasure =
    (unit !== undefined && IMPLIED_ONE_UNITS.has(unit.unit)) || (countWord !== undefined && !isPackage(countWord.noun.id));
  if (article === null && bareMeasure) return { quantity: 1, rangeEnd: null, end: after };
  return undefined;
}

function restAfter(text: string, position: number): { readonly connector: string; readonly name: string } {
  const rest = stripLeadingPunctuation(text.slice(position));
  const modifier = readModifier(rest);
  const afterModifier = modifier === undefined ? rest : rest.slice(modifier.length).trimStart();
  const connector = CONNECTOR_PATTERN.exec(afterModifier)?.[0] ?? '';
  const shown = modifier === undefined ? connector : `${modifier} ${connector}`;
  return { connector: shown === '' ? '' : shown.replace(/\s+$/, ' '), name: afterModifier.slice(connector.length).trim() };
}

/** A count line's unit from its name: "2 garlic cloves", "3 large eggs", "4 Ei". */
function unitFromName(name: string): RecipeUnitId {
  const head = name.split(/[,(]/, 1)[0] ?? '';
  if (EGG_WORD_PATTERN.test(head)) return 'egg';
  const last = head.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return HEAD_UNIT_WORDS.get(last) ?? 'piece';
}

/**
 * One line of the ingredients textarea; `index` is its position (0-based), which makes the id.
 * `custom` are the visitor's own units (custom-match.ts), which win over a built-in word as long.
 */
export function parseLine(line: string, index = 0, custom: readonly RecipeCustomUnit[] = []): ParsedIngredient {
  const text = dropPluralMarks(line);
  if (text.trim() === '') return textItem(line, index);
  const approximation = APPROXIMATION_PATTERN.exec(text)?.[0] ?? '';
  const quantity = readLeadingAmount(text, approximation.length, custom);
  if (quantity === undefined) return textItem(line, index);

  const base = {
    ...NOTHING,
    id: ingredientId(index),
    quantity: quantity.quantity,
    original: line,
    kind: 'measured' as const,
    rangeEnd: quantity.rangeEnd,
    prefix: approximation === '' ? '' : `${approximation.trim()} `,
  };

  // "1 (400g) tin", "2 x 400g tins": a count of packages of a size.
  const size = readBracketSize(text, quantity.end) ?? readTimesSize(text, quantity.end);
  if (size !== undefined) {
    const style: PackStyle = readBracketSize(text, quantity.end) === undefined ? 'times' : 'brackets';
    const afterSize = size.end + (text.slice(size.end).length - text.slice(size.end).trimStart().length);
    const countWord = readCountWord(text, afterSize);
    const rest = restAfter(text, countWord?.end ?? afterSize);
    return { ...base, ...rest, unit: 'piece', unitWritten: false, noun: countWord?.noun ?? null, pack: packOf(size, style) };
  }

  const afterAmount = text.slice(quantity.end);
  let unitStart = quantity.end + (afterAmount.length - afterAmount.trimStart().length);
  // "1/4 de taza", "1/2 d’once": Spanish and French put "de" between a fraction and the unit it divides.
  const partitive = /^(?:de\s+|d[’']\s*)/iu.exec(text.slice(unitStart))?.[0];
  if (partitive !== undefined && matchUnitWord(text, unitStart + partitive.length) !== undefined) unitStart += partitive.length;
  const modifier = readModifier(text.slice(unitStart));
  const modifierStart = unitStart;
  if (modifier !== undefined)
    unitStart +=
      modifier.length + (text.slice(unitStart + modifier.length).length - text.slice(unitStart + modifier.length).trimStart().length);
  const unit = matchUnitWord(text, unitStart);
  const shownModifier = modifier === undefined ? '' : text.slice(modifierStart, modifierStart + modifier.length);

  const own = matchCustomUnit(text, unitStart, custom);
  if (own !== undefined && (unit === undefined || own.end >= unit.end)) {
    const { symbol, size, unit: measuredIn } = own.custom;
    return {
      ...base,
      ...restAfter(text, skipAlternateMeasure(text, own.end)),
      quantity: base.quantity * size,
      rangeEnd: base.rangeEnd === null ? null : base.rangeEnd * size,
      unit: measuredIn,
      unitWritten: true,
      modifier: shownModifier,
      custom: { symbol, size },
    };
  }

  if (unit !== undefined && unit.unit !== 'egg') {
    // "400g tin chopped tomatoes": one package of that size.
    const measureEnd = skipAlternateMeasure(text, unit.end);
    const packageWordStart = measureEnd + (text.slice(measureEnd).length - text.slice(measureEnd).trimStart().length);
    const packageWord = readCountWord(text, packageWordStart);
    if (packageWord !== undefined && isPackage(packageWord.noun.id) && modifier === undefined) {
      const measure = readMeasure(text, approximation.length);
      if (measure !== undefined) {
        return {
          ...base,
          ...restAfter(text, packageWord.end),
          quantity: 1,
          rangeEnd: null,
          unit: 'piece',
          unitWritten: false,
          noun: packageWord.noun,
          pack: packOf(measure, 'times'),
        };
      }
    }
    return { ...base, ...restAfter(text, measureEnd), unit: unit.unit, unitWritten: true, modifier: shownModifier };
  }

  // Unit words are matched whole, so a number glued to another word ("7up") is no amount.
  const glued = unitStart === quantity.end && /[\d½⅓⅔¼¾⅛⅜⅝⅞⅕⅖⅗⅘⅙⅚]$/u.test(text.slice(0, unitStart));
  if (unit === undefined && glued && /\p{L}/u.test(text.charAt(unitStart))) {
    return textItem(line, index);
  }

  const sizeWord = readLeadingSize(text.slice(unitStart));
  const countWord =
    readCountWord(text, unitStart) ?? (sizeWord === undefined ? undefined : readCountWord(text, unitStart + sizeWord.length));
  if (countWord !== undefined) {
    const rest = restAfter(text, countWord.end);
    const trailing = isPackage(countWord.noun.id) ? findBracketSize(text.slice(countWord.end)) : undefined;
    const sized =
      countWord.end > unitStart + (sizeWord?.length ?? 0) && sizeWord !== undefined && readCountWord(text, unitStart) === undefined;
    return {
      ...base,
      ...rest,
      // "1 small bunch": the size word is shown with the count word.
      modifier: sized ? sizeWord.trim() : '',
      unit: 'piece',
      unitWritten: false,
      noun: countWord.noun,
      pack: trailing === undefined ? null : packOf(trailing, 'note'),
    };
  }

  const name = stripLeadingPunctuation(text.slice(quantity.end)).trim();
  const trailing = findBracketSize(name);
  return {
    ...base,
    name,
    unit: unitFromName(name),
    unitWritten: false,
    pack: trailing === undefined ? null : packOf(trailing, 'note'),
  };
}

/** Every line, blank ones included (as empty items), in order; `custom` as for parseLine. */
export function parseRecipe(lines: readonly string[], custom: readonly RecipeCustomUnit[] = []): ParsedIngredient[] {
  return lines.map((line, index) => parseLine(line, index, custom));
}
