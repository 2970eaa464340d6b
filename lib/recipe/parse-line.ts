/**
 * Reading recipe lines: an amount, then an optional unit word, then the food.
 *
 * - No leading amount: one piece, the whole line as the name ("Salt to taste").
 * - A blank line: an empty item.
 * - "2 eggs": the egg words are a unit (weighed per egg) that is also the food, so the word stays in
 *   the name ("eggs", "egg yolks") instead of leaving it empty.
 * - A connector after the unit ("2 cups of flour", "2 tazas de harina") is not part of the food's
 *   name, which would otherwise send "de harina" to the food search; it is kept for display.
 */
import { readQuantity } from '@/lib/recipe/quantity';
import type { ParsedIngredient } from '@/lib/recipe/types';
import { CONNECTOR_PATTERN } from '@/lib/recipe/unit-words';
import { matchUnitWord } from '@/lib/recipe/unit-match';

function ingredientId(index: number): string {
  return `ingredient-${index + 1}`;
}

function textItem(line: string, index: number): ParsedIngredient {
  const name = line.trim();
  return {
    id: ingredientId(index),
    name,
    quantity: name === '' ? 0 : 1,
    unit: 'piece',
    original: line,
    kind: name === '' ? 'empty' : 'text',
    rangeEnd: null,
    unitWritten: false,
    connector: '',
  };
}

function stripLeadingPunctuation(text: string): string {
  return text.replace(/^[\s,;:]+/, '');
}

/** One line of the ingredients textarea; `index` is its position (0-based), which makes the id. */
export function parseLine(line: string, index = 0): ParsedIngredient {
  const quantity = readQuantity(line);
  if (line.trim() === '' || quantity === undefined) return textItem(line, index);

  const afterAmount = line.slice(quantity.end);
  const unitStart = quantity.end + (afterAmount.length - afterAmount.trimStart().length);
  const unit = matchUnitWord(line, unitStart);
  // An amount glued to a word that is not a unit ("7up") is not an amount.
  if (unit === undefined && unitStart === quantity.end && unitStart < line.length) {
    return textItem(line, index);
  }

  const base = {
    id: ingredientId(index),
    quantity: quantity.quantity,
    original: line,
    kind: 'measured' as const,
    rangeEnd: quantity.rangeEnd,
  };
  if (unit === undefined) {
    return { ...base, name: line.slice(unitStart).trim(), unit: 'piece', unitWritten: false, connector: '' };
  }
  if (unit.unit === 'egg') {
    return { ...base, name: line.slice(unitStart).trim(), unit: 'egg', unitWritten: false, connector: '' };
  }
  const rest = stripLeadingPunctuation(line.slice(unit.end));
  const connector = CONNECTOR_PATTERN.exec(rest)?.[0] ?? '';
  return {
    ...base,
    name: rest.slice(connector.length).trim(),
    unit: unit.unit,
    unitWritten: true,
    connector: connector === '' ? '' : connector.replace(/\s+$/, ' '),
  };
}

/** Every line, blank ones included (as empty items), in order. */
export function parseRecipe(lines: readonly string[]): ParsedIngredient[] {
  return lines.map((line, index) => parseLine(line, index));
}
