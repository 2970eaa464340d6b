import type { Locale } from '@/i18n/locales';
import { workedExample, type WorkedExample } from '@/lib/converter/example';
import { formulaExpression, formulaOf, formulaUnitOf } from '@/lib/converter/formula';
import { writtenAmount } from '@/lib/converter/written';
import { formatContentNumber } from '@/lib/format/number';
import { DISPLAY_DECIMALS, EXPONENT_DECIMALS, formatResult, isExponential } from '@/lib/format/result';
import { scientificProse } from '@/lib/format/scientific';
import { withUnit } from '@/lib/format/typography';
import { getCategory, type NumberCategoryId } from '@/lib/units/catalogue';
import { convert } from '@/lib/units/convert';
import { exactResult } from '@/lib/units/exactness';
import { isPopularPair, type Pair } from '@/lib/units/pairs';
import { rational } from '@/lib/units/rational';
import { compoundPartsOf } from '@/lib/units/compound';
import { unitSymbol, unitSymbolAfter } from '@/lib/units/symbols';
import { factsOf, sourceLabel, type RenderedFacts } from './facts';
import { exactTokenText, isShortExact, renderToken } from './facts/render';
import { currencyDirectionOf } from './pair-direction-currency';
import { directionOf, type DirectionSpec } from './pair-direction';
import { differenceOf } from './pair-difference';
import { composeFaq, noteFaq, sharedConfusion, type PairFaqSpec } from './pair-faq';
import { renderedNotesOf, type RenderedNotes } from './pair-notes';
import { relationOf } from './pair-relation';
import { sizeFaq } from './size-faq';
import { showsAllDigits, terminates, unitFactOf, type UnitFact } from './unit-facts';

/**
 * What a pair page says about its two units, for any pair: the message key of its description and
 * its values, each unit's catalogue definition and its written facts (definition, use, something
 * familiar, each with its source), a worked example each way (none for currencies, whose rates only
 * the browser has), questions on this pair, and the values people look up for it where a note has them.
 */
export interface PairGuide {
  readonly description: {
    readonly key: 'ratio' | 'affine' | 'bases' | 'currency' | 'table';
    readonly values: Readonly<Record<string, string>>;
  };
  readonly units: readonly [UnitFact, UnitFact];
  readonly facts: readonly [RenderedFacts | undefined, RenderedFacts | undefined];
  readonly examples: readonly WorkedExample[];
  readonly faq: readonly PairFaqSpec[];
  /** How to go this way round, the size of one unit in the other, a shortcut (pair-direction.ts). */
  readonly direction: readonly DirectionSpec[];
  readonly lookup?: RenderedNotes['lookup'];
}

function numberCategory(pair: Pair): NumberCategoryId {
  return pair.category as NumberCategoryId;
}

/** The engine for any pair of a number category, with ids from the pair catalogue. */
const convertNumber = convert as (category: NumberCategoryId, from: string, to: string, value: number) => number;

/** "1 ft = 0.3048 m" as an answer's values: the result written, and whether it is exact. */
function oneValues(pair: Pair, from: string, to: string, locale: Locale, amount = rational(1n)): Record<string, string> {
  const category = numberCategory(pair);
  const value = Number(amount.num) / Number(amount.den);
  const result = convertNumber(category, from, to, value);
  const exact = exactResult(category, from, to, amount);
  return {
    amount: writtenAmount(category, value, from, locale),
    result: writtenAmount(category, result, to, locale),
    exact: exact !== null && terminates(exact) && showsAllDigits(result) ? 'yes' : 'no',
  };
}

/**
 * The description's "1 X ≈ Y" as prose says it: an exact result in every digit, even past the
 * converter's six decimals ("1 mi is exactly 1,609,344 mm"), any other to four significant digits
 * ("1 Torr ≈ 0.01934 psi"); the converter and the table show every digit.
 */
function describedOne(pair: Pair, locale: Locale): Record<string, string> {
  const values = oneValues(pair, pair.from, pair.to, locale);
  const one = convertNumber(numberCategory(pair), pair.from, pair.to, 1);
  const token = { amount: '1', from: pair.from, to: pair.to };
  const compound = compoundPartsOf(pair.category, pair.to);
  // Too large to split into feet and inches: "1 ly ≈ 3.104 × 10¹⁶ ft", not the converter's "3.104e16 ft + in".
  if (compound !== undefined && isExponential(one)) {
    const result = withUnit(scientificProse(one, locale, EXPONENT_DECIMALS + 1), unitSymbol(pair.category, compound.major, locale));
    return { ...values, exact: 'no', result };
  }
  // A sample that fills both parts: "1.5 ft is exactly 1 ft 6 in", not "1 ft is exactly 1 ft"; "10 kg ≈ 1 st
  // 8.05 lb", not "1 kg ≈ 0 st 2.2 lb".
  if (compound !== undefined) {
    if (pair.from === compound.major) return oneValues(pair, pair.from, pair.to, locale, rational(3n, 2n));
    if (Math.abs(one) < 1) {
      let power = 10n;
      while (Math.abs(one) * Number(power) < 1) power *= 10n;
      return oneValues(pair, pair.from, pair.to, locale, rational(power));
    }
  }
  if (values.exact === 'yes') {
    // A compound or a size keeps the converter's writing ("3 ft 0 in" is not a number).
    if (getCategory(pair.category).kind !== 'linear' || compound !== undefined) return values;
    // "1 A is exactly 1,000,000 µA", "1 B is exactly 1 × 10⁻⁹ GB": never the converter's 1.000e6;
    // and digits grouped as the page's other sentences group them ("1024 MB", not "1.024 MB").
    const number = needsPowerOfTen(one)
      ? scientificProse(one, locale, EXPONENT_DECIMALS + 1)
      : formatContentNumber(one, locale, DISPLAY_DECIMALS);
    return { ...values, result: withUnit(number, unitSymbolAfter(pair.category, pair.to, locale, one)) };
  }
  if (isShortExact(exactTokenText(pair.category, { kind: 'x', ...token })))
    return { ...values, exact: 'yes', result: renderToken(pair.category, { kind: 'x', ...token }, locale) };
  return { ...values, result: renderToken(pair.category, { kind: 'q', ...token }, locale) };
}

/** Below a thousandth or from a trillion on, prose writes a power of ten: so many zeros do not read as a size. */
function needsPowerOfTen(value: number): boolean {
  const size = Math.abs(value);
  return size !== 0 && (size < 1e-3 || size >= 1e12);
}

/** A formula's constant as a sentence writes it: "÷ 1.496 × 10¹⁴", not the converter's 1.496e14. */
function formulaConstant(value: number, locale: Locale): string {
  return isExponential(value) ? scientificProse(value, locale, EXPONENT_DECIMALS + 1) : formatResult(value, locale);
}

function formulaText(pair: Pair, locale: Locale): string {
  const formula = formulaOf(pair.category, pair.from, pair.to)!;
  const symbol = (unit: string) => unitSymbol(pair.category, formulaUnitOf(pair.category, unit), locale);
  // A value in feet and inches counts both parts: "cm = (ft + in ÷ 12) × 30.48", not "cm = ft × 30.48",
  // which reads 5 ft 6 in as 11 ft; and into its own larger part it is just "ft = ft + in ÷ 12".
  const parts = compoundPartsOf(pair.category, pair.from);
  if (parts !== undefined) {
    const whole = `${symbol(pair.from)} + ${unitSymbol(pair.category, parts.minor, locale)} ÷ ${formatResult(parts.per, locale)}`;
    if (formulaUnitOf(pair.category, pair.to) === parts.major) return `${symbol(pair.to)} = ${whole}`;
    return formulaExpression(formula, { from: `(${whole})`, to: symbol(pair.to) }, (value) => formulaConstant(value, locale)) ?? '';
  }
  return formulaExpression(formula, { from: symbol(pair.from), to: symbol(pair.to) }, (value) => formulaConstant(value, locale)) ?? '';
}

/** The questions of a linear or fuel pair, before what its facts and notes add. */
function linearFaq(pair: Pair, locale: Locale, symbols: Record<string, string>, facts: PairFacts): PairFaqSpec[] {
  const how: PairFaqSpec = { id: 'how', values: { ...symbols, formula: formulaText(pair, locale) } };
  // Why 1 lb is exactly 0.45359237 kg is this pair's question either way round. Where this
  // direction's factor is exact (lb to kg) the relation states it and why, all a formula "× 0.45…"
  // would say. Otherwise (kg to lb, cm to in: a fraction, or the other unit's definition) a popular
  // pair, the one people search "how do you convert" for, asks for the formula first, with its ÷;
  // any other pair's card shows that formula in its formula panel.
  const forward = relationOf(pair.category, pair.from, pair.to, facts, locale);
  const backward = relationOf(pair.category, pair.to, pair.from, [facts[1], facts[0]], locale);
  // A long fraction's definitions side by side answer less than the other way's exact factor.
  const relation = forward?.id === 'long' && backward !== undefined && backward.id !== 'long' ? backward : (forward ?? backward);
  // Feet into feet and inches keeps the number; what splits it is the twelve inches to the foot.
  const parts = compoundPartsOf(pair.category, pair.to);
  if (parts?.major === pair.from) {
    const split = relationOf(pair.category, pair.from, parts.minor, [facts[0], factsOf(pair.category, parts.minor, locale)], locale);
    if (split !== undefined) return [{ ...split, values: { ...symbols, ...split.values } }];
  }
  // A popular pair keeps its formula question, and its page is not made heavier by a long fraction's.
  if (relation === undefined || (relation.id === 'long' && isPopularPair(pair))) return [how];
  const asked = { ...relation, values: { ...symbols, ...relation.values }, ...(relation === forward ? {} : { reversed: true }) };
  return forward?.id !== 'exact' && isPopularPair(pair) ? [how, asked] : [asked];
}

function temperatureFaq(pair: Pair, locale: Locale, symbols: Record<string, string>): PairFaqSpec[] {
  const category = numberCategory(pair);
  const step = convertNumber(category, pair.from, pair.to, 1) - convertNumber(category, pair.from, pair.to, 0);
  return [
    // Celsius and kelvin, Fahrenheit and Rankine: degrees of one size, so an offset alone converts.
    { id: 'howAffine', values: { ...symbols, formula: formulaText(pair, locale), scaled: Math.abs(step - 1) < 1e-9 ? 'no' : 'yes' } },
    { id: 'step', values: { ...symbols, step: formatResult(step, locale) } },
  ];
}

/** How to convert between two bases, and the sample its description converts. */
function basesGuide(pair: Pair, locale: Locale, symbols: Record<string, string>, units: readonly UnitFact[]) {
  const digits = (decimal: string, unit: string) => convert('numeric', 'dec', unit, decimal);
  const written = (value: string, unit: string) => `${digits(value, unit)} ${unitSymbol('numeric', unit, locale)}`;
  return {
    how: { id: 'howBases', values: { ...symbols, fromRadix: units[0]!.values.radix!, toRadix: units[1]!.values.radix! } } as PairFaqSpec,
    sample: { ...symbols, amount: written('42', pair.from), result: written('42', pair.to) },
  };
}

type PairFacts = readonly [RenderedFacts | undefined, RenderedFacts | undefined];

/** The question about the target unit a direction asks, from its facts. */
function directionalSpec(
  pair: Pair,
  asked: 'familiar' | undefined,
  target: RenderedFacts | undefined,
  locale: Locale,
): PairFaqSpec | undefined {
  if (asked === undefined || target === undefined) return undefined;
  const one = renderToken(pair.category, { kind: 'q', amount: '1', from: pair.to, to: pair.to }, locale);
  const { text, source } = target.familiar!;
  return { id: 'familiar', values: { one, text, source: source === undefined ? 'none' : sourceLabel({ id: source.id }) } };
}

/**
 * The questions a pair's kind asks: how to convert, or why the factor is what it is. 1 X in Y, 100 X
 * in Y, a size each way, the sizes a chart covers, a currency's rate and codes are not asked: the
 * description, the units' text, the direction sentences, the worked examples, the chart and the
 * difference answer already say them.
 */
function kindFaq(pair: Pair, locale: Locale, symbols: Record<string, string>, units: readonly UnitFact[], facts: PairFacts): PairFaqSpec[] {
  switch (getCategory(pair.category).kind) {
    case 'currency':
      return [{ id: 'howCurrency', values: symbols }];
    case 'numeric':
      return [basesGuide(pair, locale, symbols, units).how];
    case 'table':
      return [sizeFaq(pair, locale, symbols).how];
    case 'temperature':
      return temperatureFaq(pair, locale, symbols);
    default:
      return linearFaq(pair, locale, symbols, facts);
  }
}

/** A text's sentences; a sentence ends before a capital, a quote or an opening ¿ or ¡. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[\p{Lu}«“"¿¡])/u);

/**
 * Two confusions that say the same sentence ("Only the three-letter code tells them apart for
 * sure.", "Its short symbol, “$”, also stands for MXN, …") say it once, in the second.
 */
function saidOnce(facts: PairFacts): PairFacts {
  const [first, second] = facts;
  if (first?.confusion === undefined || second?.confusion === undefined) return facts;
  const later = new Set(sentencesOf(second.confusion.text));
  const own = sentencesOf(first.confusion.text);
  const kept = own.filter((sentence) => !later.has(sentence));
  if (kept.length === own.length) return facts;
  const { confusion, ...rest } = first;
  return [kept.length === 0 ? rest : { ...rest, confusion: { ...confusion, text: kept.join(' ') } }, second] as PairFacts;
}

/**
 * What a page asks in its FAQ rather than says in its units' text: the pitfall the two units share,
 * how the two differ (each one's definition and use side by side: their use, and a currency's whole
 * facts but its confusion, then leave the units' text), and this direction's question about its
 * target unit, how big it is in everyday terms (linear units only: "1 °F in everyday terms" asks
 * nothing). Where the units have no phrases to differ by, their uses stay in the units' text.
 */
function askedFacts(pair: Pair, written: PairFacts, locale: Locale, symbols: Record<string, string>) {
  const pitfall = sharedConfusion([pair.from, pair.to], written);
  const difference = differenceOf(pair, locale);
  const target = written[1];
  const asked = getCategory(pair.category).kind === 'linear' && target?.familiar !== undefined ? 'familiar' : undefined;
  const facts = written.map((unit, side) => {
    if (unit === undefined) return unit;
    const confusion = side === pitfall?.side ? undefined : unit.confusion;
    if (difference?.id === 'differenceCurrency') return { facts: unit.facts, ...(confusion === undefined ? {} : { confusion }) };
    const use = difference === undefined ? unit.use : undefined;
    const familiar = side === 1 && asked === 'familiar' ? undefined : unit.familiar;
    return { ...unit, use, familiar, confusion };
  }) as unknown as PairFacts;
  const spec = directionalSpec(pair, asked, target, locale);
  const directional = spec === undefined ? undefined : { ...spec, values: { ...symbols, ...spec.values } };
  const paired = [difference, directional]
    .filter((question) => question !== undefined)
    .map((question) => ({
      ...question,
      values: { ...symbols, ...question.values },
    }));
  return { pitfall, facts: saidOnce(facts), paired };
}

/** The guide of a pair page, written for the locale. */
export function pairGuideOf(pair: Pair, locale: Locale): PairGuide {
  const units = [unitFactOf(pair.category, pair.from, locale)!, unitFactOf(pair.category, pair.to, locale)!] as const;
  const written = [factsOf(pair.category, pair.from, locale), factsOf(pair.category, pair.to, locale)] as const;
  const symbols = { fromSymbol: unitSymbol(pair.category, pair.from, locale), toSymbol: unitSymbol(pair.category, pair.to, locale) };
  const { pitfall, facts, paired } = askedFacts(pair, written, locale, symbols);
  const notes = renderedNotesOf(pair.category, pair.from, pair.to, locale);
  const [first, ...rest] = kindFaq(pair, locale, symbols, units, written);
  // A pair's notes are written for it and already answer its pitfall (a US cup against other cups).
  const pitfallAsked = pitfall !== undefined && notes.faq.length === 0 ? [pitfall.spec] : [];
  const faq = composeFaq([first!, ...noteFaq(notes.faq), ...rest, ...pitfallAsked], paired);
  const examples =
    pair.category === 'currency'
      ? []
      : [workedExample(pair.category, pair.from, pair.to, locale), workedExample(pair.category, pair.to, pair.from, locale)].filter(
          (example) => example !== undefined,
        );
  // A pair with notes has its own written shortcuts and questions; and its page is the heaviest.
  const direction =
    notes.faq.length > 0 ? [] : pair.category === 'currency' ? currencyDirectionOf(pair, locale) : directionOf(pair, locale);
  const shared = { units, facts, examples, faq, direction, ...(notes.lookup === undefined ? {} : { lookup: notes.lookup }) };
  switch (getCategory(pair.category).kind) {
    case 'currency':
      return { description: { key: 'currency', values: symbols }, ...shared };
    case 'numeric':
      return { description: { key: 'bases', values: basesGuide(pair, locale, symbols, units).sample }, ...shared };
    case 'table':
      return { description: { key: 'table', values: { ...symbols, ...sizeFaq(pair, locale, symbols).sample } }, ...shared };
    case 'temperature':
      return { description: { key: 'affine', values: { ...symbols, formula: formulaText(pair, locale) } }, ...shared };
    default:
      return { description: { key: 'ratio', values: { ...symbols, ...describedOne(pair, locale) } }, ...shared };
  }
}
