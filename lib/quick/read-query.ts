import type { Locale } from '@/i18n/locales';
import { fillTemplate } from '@/lib/format/template';
import { convert, getUnit, readValue, type CategoryId } from '@/lib/units';
import { unitsForWord } from '@/lib/units/unit-words';
import { resolveUnit } from '@/lib/custom-units/resolve';
import type { CustomUnit } from '@/lib/custom-units/types';
import { withDefinedUnits } from './defined-words';
import { readAmount } from './amount';
import { asTyped } from './as-typed';
import { readSizeQuery } from './size-query';
import { readIngredient } from './ingredient';
import type { Source, SourcePart } from './source';
import { rephrase } from './rephrase';
import { readUnit } from './read-unit';
import { lexiconFor, type Lexicon, type UnitRef } from './lexicon';
import { suggestTargets } from './suggest';
import { tokenize, type Token, keyOf } from './tokens';
import { withWordAmounts } from './word-amounts';
import { MAX_QUERY_LENGTH, QUICK_MESSAGES, type QuickFailure, type QuickOutcome, type QuickPair, type QuickReading } from './types';

/** The smaller unit a bare number after a larger one means ("5 pieds 10" is 5 ft 10 in), and how many of it make one. */
const IMPLIED: readonly (readonly [larger: string, smaller: UnitRef, count: number])[] = [
  ['length/ft', { category: 'length', unit: 'in' }, 12],
  ['weight/lb', { category: 'weight', unit: 'oz' }, 16],
  ['weight/st', { category: 'weight', unit: 'lb' }, 14],
];

/** "10" after "5 ft" as "10 in": only a whole number below the count, so "5 ft 20" stays unread. */
function impliedPart(first: SourcePart, amount: { value: number; text: string }): SourcePart | undefined {
  if (!/^\d+$/.test(amount.text)) return undefined;
  const found = IMPLIED.find(([larger]) => first.refs.some((ref) => `${ref.category}/${ref.unit}` === larger));
  if (found === undefined || amount.value >= found[2]) return undefined;
  return { value: amount.value, text: amount.text, refs: [found[1]] };
}

const RADIX: Readonly<Record<string, string>> = { '0x': 'hex', '0b': 'bin', '0o': 'oct' };

function readSource(tokens: readonly Token[], end: number, lexicon: Lexicon, language: Locale): Source | undefined {
  const first = tokens[0];
  if (first === undefined || end === 0) return undefined;
  if (first.kind === 'radix') {
    const unit = RADIX[first.text.slice(0, 2)]!;
    const named = end > 1 ? readUnit(tokens, 1, end, lexicon) : undefined;
    if (end > 1 && (named?.next !== end || !named.refs.some((ref) => ref.unit === unit))) return undefined;
    return { parts: [], radix: { unit, digits: first.text.slice(2) }, rest: '' };
  }
  const parts: SourcePart[] = [];
  let at = 0;
  // A currency sign in front: "$100", "€ 5".
  const leading = readUnit(tokens, 0, end, lexicon);
  if (leading !== undefined && leading.refs[0]?.category === 'currency') {
    const amount = readAmount(tokens, leading.next, language);
    if (amount !== undefined && amount.next === end) return { parts: [{ ...amount, refs: leading.refs }], rest: '' };
  }
  while (at < end) {
    const amount = readAmount(tokens, at, language);
    if (amount === undefined && parts.length > 0) break;
    const start = amount?.next ?? at;
    const unit = start < end ? readUnit(tokens, start, end, lexicon) : undefined;
    if (unit === undefined) {
      if (amount !== undefined && parts.length === 0 && amount.next === end) {
        return { parts: [{ value: amount.value, text: amount.text, refs: [] }], rest: '' };
      }
      const implied = amount !== undefined && amount.next === end && parts.length === 1 ? impliedPart(parts[0]!, amount) : undefined;
      if (implied !== undefined) {
        parts.push(implied);
        at = end;
        break;
      }
      if (amount !== undefined) return undefined;
      break;
    }
    parts.push({ value: amount?.value ?? 1, text: amount?.text ?? '1', refs: unit.refs });
    at = unit.next;
    if (amount === undefined) break;
  }
  if (parts.length === 0) return undefined;
  return { parts, rest: at < end ? keyOf(tokens, at, end) : '' };
}

function readTarget(tokens: readonly Token[], from: number, lexicon: Lexicon): readonly UnitRef[] | undefined {
  if (from >= tokens.length) return undefined;
  const unit = readUnit(tokens, from, tokens.length, lexicon);
  if (unit === undefined || unit.next !== tokens.length) return undefined;
  // A target is a unit of the catalogue: "in Pfund" asks for pounds.
  const plain = unit.refs.filter((ref) => ref.times === undefined);
  return plain.length > 0 ? plain : unit.refs;
}

/** Refs of the category, keeping their order. */
const within = (refs: readonly UnitRef[], category: CategoryId) => refs.filter((ref) => ref.category === category);

function categoriesOf(source: Source): CategoryId[] {
  if (source.radix !== undefined || source.parts[0]?.refs.length === 0) return ['numeric'];
  const [first, ...others] = source.parts;
  return [...new Set(first!.refs.map((ref) => ref.category))].filter((category) =>
    others.every((part) => part.refs.some((ref) => ref.category === category)),
  );
}

/** The source's value in its first unit of the category, and the unit to report (ft_in for "5 ft 3 in" once it exists). */
function sourceIn(
  source: Source,
  category: CategoryId,
  variant: number,
  language: Locale,
): { from: string; value: number | string } | undefined {
  if (source.radix !== undefined) return { from: source.radix.unit, value: source.radix.digits };
  const [first, ...others] = source.parts;
  if (first!.refs.length === 0) {
    return /^\d+$/.test(first!.text) ? { from: 'dec', value: first!.text } : undefined;
  }
  // A unit read as a number of another (the kitchen Pfund, 500 g) names no part of a compound amount.
  const units = source.parts.map((part) => within(part.refs, category).filter((ref) => others.length === 0 || ref.times === undefined));
  if (units.some((unit) => unit.length === 0)) return undefined;
  const head = units[0]![Math.min(variant, units[0]!.length - 1)]!;
  if (category === 'numeric') {
    return others.length === 0 ? { from: head.unit, value: first!.text } : undefined;
  }
  if (others.length === 0) return { from: head.unit, value: first!.value * (head.times ?? 1) };
  const compound = `${head.unit}_${units
    .slice(1)
    .map((unit) => unit[0]!.unit)
    .join('_')}`;
  const from = getUnit(category, compound) !== undefined ? compound : head.unit;
  const value = partsValue(source, category, [head, ...units.slice(1).map((unit) => unit[0]!)], head.unit, language);
  return value === undefined ? undefined : { from, value };
}

/** A symbol readValue reads back as the unit: one word, known in the language. */
function readableSymbol(category: CategoryId, unit: string, language: Locale): string | undefined {
  const symbol = getUnit(category, unit)?.symbol;
  if (symbol === undefined || !/^[\p{L}µ°][\p{L}\p{M}²³/.]*$/u.test(symbol)) return undefined;
  return unitsForWord(symbol, language).some((word) => word.category === category && word.unit === unit) ? symbol : undefined;
}

/**
 * "5 ft 3 in" in feet, read by the site's one value reader (issue #15's rules: units from larger
 * to smaller, each once, only the first part signed, exact sums). Units it cannot name as a word
 * are added here as before.
 */
function partsValue(source: Source, category: CategoryId, refs: readonly UnitRef[], into: string, language: Locale): number | undefined {
  const symbols = refs.map((ref) => readableSymbol(category, ref.unit, language));
  if (symbols.every((symbol) => symbol !== undefined)) {
    const text = source.parts.map((part, index) => `${part.text} ${symbols[index]!}`).join(' ');
    const read = readValue(text, language, { category, unit: into });
    return read.ok ? read.value : undefined;
  }
  const [first, ...others] = source.parts;
  let value = first!.value;
  const negative = value < 0 || /^[-\u2212]/.test(first!.text);
  others.forEach((part, index) => {
    const amount = convert(category as Exclude<CategoryId, 'numeric'>, refs[index + 1]!.unit, into, part.value);
    value = negative ? value - amount : value + amount;
  });
  return value;
}

function incompatible(from: UnitRef, to: UnitRef): QuickFailure {
  const message = fillTemplate(QUICK_MESSAGES.INCOMPATIBLE, {
    fromUnit: from.unit,
    fromCategory: from.category,
    toUnit: to.unit,
    toCategory: to.category,
  });
  return { ok: false, error: 'INCOMPATIBLE', message, from, to };
}

const failure = (error: 'UNPARSEABLE' | 'TOO_LONG' | 'EMPTY' | 'INVALID_VALUE'): QuickFailure => ({
  ok: false,
  error,
  message: QUICK_MESSAGES[error],
});

/**
 * Words that add nothing to the amount: no number, no unit and no connector, so that "5 ft and 3 in
 * to cm" or "5 ft 3 to cm" are never read as 5 ft alone.
 */
function onlyWords(rest: string, lexicon: Lexicon): boolean {
  return rest.split(' ').every((word) => /^\p{L}+$/u.test(word) && !lexicon.units.has(word) && !lexicon.connectors.has(word));
}

/** Source and target read as one conversion, or why not. */
function resolve(
  source: Source,
  targets: readonly UnitRef[] | undefined,
  language: Locale,
  lexicon: Lexicon,
  defined: readonly CustomUnit[] = [],
): QuickOutcome {
  const categories = categoriesOf(source);
  if (categories.length === 0) return failure('UNPARSEABLE');
  if (source.rest !== '') {
    const ingredient = readIngredient(source, categories, targets, language, sourceIn);
    // Words after a unit that are no food ("20 leagues under the sea in km") are read past, given a
    // target; a food the table lacks stays named ("3 cups unobtainium in grams").
    if (ingredient.ok || ingredient.error !== 'UNPARSEABLE' || targets === undefined || !onlyWords(source.rest, lexicon)) return ingredient;
    return resolve({ ...source, rest: '' }, targets, language, lexicon, defined);
  }
  if (targets === undefined) {
    const category = categories[0]!;
    const read = sourceIn(source, category, 0, language);
    if (read === undefined) return failure('UNPARSEABLE');
    // A unit of the visitor's own is suggested targets as the catalogue unit it is made of.
    const base = typeof read.value === 'number' ? resolveUnit(read.from, defined) : undefined;
    const suggestions =
      base?.custom === undefined
        ? suggestTargets(category, read.from, read.value, language)
        : suggestTargets(category, base.unit, Number(read.value) * base.scale, language);
    if (suggestions.length === 0) return failure('UNPARSEABLE');
    const alternatives = variantsOf(source, category).flatMap((variant) => {
      const other = sourceIn(source, category, variant, language);
      return other === undefined || other.from === read.from ? [] : [{ category, ...other, to: suggestions[0]! }];
    });
    return reading({ category, ...read, to: suggestions[0]! }, false, alternatives, suggestions);
  }
  for (const category of categories) {
    const read = sourceIn(source, category, 0, language);
    const to = sameConvention(category, within(targets, category), read?.from);
    if (to.length === 0) continue;
    if (read === undefined) return failure('UNPARSEABLE');
    const main: QuickPair = { category, ...read, to: to[0]!.unit };
    return reading(main, true, alternativesOf(source, category, to, main, language));
  }
  const from = source.radix !== undefined ? { category: 'numeric' as const, unit: source.radix.unit } : source.parts[0]!.refs[0];
  return from === undefined ? failure('UNPARSEABLE') : incompatible(from, targets[0]!);
}

const CONVENTION = /_(si|us|uk)$/;

/** The unit's convention: its suffix (gb_si, gal_uk), else the catalogue's US or imperial system (tbsp, beside the metric tbsp_metric). */
function conventionOf(category: CategoryId, unit: string): string | undefined {
  const suffix = CONVENTION.exec(unit)?.[1];
  if (suffix !== undefined) return suffix;
  const found = getUnit(category, unit);
  const system = found !== undefined && 'system' in found ? found.system : undefined;
  return system === 'us' ? 'us' : system === 'imperial' ? 'uk' : undefined;
}

/**
 * The source's reading is answered first in the target's unit of the same convention ("GB" →
 * decimal MB, "imperial gallons" → UK fluid ounces, a US cup → US tablespoons); the others stay
 * alternatives.
 */
function sameConvention(category: CategoryId, to: readonly UnitRef[], from: string | undefined): readonly UnitRef[] {
  if (from === undefined || to.length < 2) return to;
  // A source of no convention ("l") keeps the target's main reading ("cups": the US cup).
  const convention = conventionOf(category, from);
  if (convention === undefined) return to;
  const index = to.findIndex((ref) => conventionOf(category, ref.unit) === convention);
  return index <= 0 ? to : [to[index]!, ...to.slice(0, index), ...to.slice(index + 1)];
}

/** Indexes of the other variants of the source's first unit in the category (gal_uk beside gal_us). */
function variantsOf(source: Source, category: CategoryId): number[] {
  const count = source.parts[0] === undefined ? 0 : within(source.parts[0].refs, category).length;
  return Array.from({ length: Math.max(0, count - 1) }, (_, index) => index + 1);
}

/**
 * Other readings: when both sides are ambiguous the k-th variants go together (US gallons to US
 * fluid ounces, UK to UK; decimal GB to decimal MB); otherwise the ambiguous side varies alone.
 */
function alternativesOf(source: Source, category: CategoryId, to: readonly UnitRef[], main: QuickPair, language: Locale): QuickPair[] {
  const sourceVariants = variantsOf(source, category);
  const pairs: QuickPair[] = [];
  if (sourceVariants.length > 0) {
    for (const variant of sourceVariants) {
      const read = sourceIn(source, category, variant, language);
      if (read === undefined) continue;
      const paired = conventionOf(category, read.from) === undefined ? undefined : sameConvention(category, to, read.from)[0];
      pairs.push({ category, ...read, to: (paired ?? to[variant] ?? to[0]!).unit });
    }
  } else {
    for (const target of to.slice(1)) pairs.push({ ...main, to: target.unit });
  }
  return pairs.filter((pair) => pair.from !== main.from || pair.to !== main.to);
}

function reading(main: QuickPair, targetGiven: boolean, alternatives: readonly QuickPair[], suggestions?: readonly string[]): QuickReading {
  return {
    ok: true,
    ...main,
    targetGiven,
    ...(suggestions !== undefined && { suggestions }),
    ...(alternatives.length > 0 && { alternatives }),
  };
}

/**
 * Reads a typed query ("5 ft 3 in to cm", "3 tasses de farine en grammes") in the language and
 * English. Never throws: any text gives a reading or a failure with its reason.
 */
function readQueryUnsafe(text: string, language: Locale, defined: readonly CustomUnit[]): QuickOutcome {
  if (text.length > MAX_QUERY_LENGTH) return failure('TOO_LONG');
  const size = readSizeQuery(text, language);
  if (size !== undefined) return size;
  const lexicon = withDefinedUnits(lexiconFor(language), defined, language);
  const tokens = rephrase(withWordAmounts(tokenize(text), language, lexicon), lexicon);
  if (tokens.length === 0) return failure('EMPTY');
  let firstIncompatible: QuickOutcome | undefined;
  let connected = false;
  // The last connector that leaves a readable source and a readable target wins.
  for (let at = tokens.length - 1; at >= 1; at--) {
    for (const size of [3, 2, 1]) {
      if (at + size > tokens.length || !lexicon.connectors.has(keyOf(tokens, at, at + size))) continue;
      connected = true;
      const targets = readTarget(tokens, at + size, lexicon);
      if (targets === undefined) continue;
      const source = readSource(tokens, at, lexicon, language);
      if (source === undefined) continue;
      const outcome = resolve(source, targets, language, lexicon, defined);
      if (outcome.ok) return outcome;
      if (outcome.error === 'INCOMPATIBLE' || outcome.error === 'UNKNOWN_INGREDIENT') firstIncompatible ??= outcome;
    }
  }
  const whole = readSource(tokens, tokens.length, lexicon, language);
  if (whole !== undefined && whole.rest === '') {
    const outcome = resolve(whole, undefined, language, lexicon, defined);
    if (outcome.ok) return outcome;
  }
  // "3 tbsp ml": no connector at all, the target unit typed right after the source.
  for (let at = tokens.length - 1; !connected && whole?.rest !== '' && at >= 1; at--) {
    const targets = readTarget(tokens, at, lexicon);
    const source = targets === undefined ? undefined : readSource(tokens, at, lexicon, language);
    if (source === undefined || source.rest !== '') continue;
    const outcome = resolve(source, targets, language, lexicon, defined);
    if (outcome.ok) return outcome;
  }
  if (firstIncompatible !== undefined) return firstIncompatible;
  if (whole !== undefined && whole.rest !== '') return resolve(whole, undefined, language, lexicon, defined);
  return failure('UNPARSEABLE');
}

export interface QuickReadOptions {
  /** Units of the visitor's own ("1 mug = 350 ml"), read by their names and symbols in their category. */
  readonly defined?: readonly CustomUnit[];
}

export function readQuery(text: string, language: Locale, options: QuickReadOptions = {}): QuickOutcome {
  try {
    const typed = typeof text === 'string' ? text : '';
    const outcome = readQueryUnsafe(typed, language, options.defined ?? []);
    // An unknown ingredient is echoed as typed: "Die Dichte von „Kies“ …", not the folded "kies".
    if (!outcome.ok && outcome.ingredient !== undefined) return { ...outcome, ingredient: asTyped(outcome.ingredient, typed) };
    if (!outcome.ok || outcome.ingredient === undefined) return outcome;
    return { ...outcome, ingredient: { ...outcome.ingredient, written: asTyped(outcome.ingredient.written, typed) } };
  } catch {
    // Engine range errors (a compound part too large) are a value problem, not a crash.
    return failure('INVALID_VALUE');
  }
}
