import type { Locale } from '@/i18n/locales';
import { workedExample, type WorkedExample } from '@/lib/converter/example';
import { formulaExpression, formulaOf, formulaUnitOf } from '@/lib/converter/formula';
import { writtenAmount } from '@/lib/converter/written';
import { formatResult } from '@/lib/format/result';
import { getCategory, type NumberCategoryId } from '@/lib/units/catalogue';
import { convert } from '@/lib/units/convert';
import { exactResult } from '@/lib/units/exactness';
import type { Pair } from '@/lib/units/pairs';
import { rational } from '@/lib/units/rational';
import { unitSymbol } from '@/lib/units/symbols';
import { sizeFaq } from './size-faq';
import { showsAllDigits, terminates, unitFactOf, type UnitFact } from './unit-facts';

/** A question of a pair page's FAQ: `PairGuide.faq.<id>.question` and `.answer`, with their values. */
export interface PairFaqSpec {
  readonly id:
    | 'how'
    | 'howAffine'
    | 'howBases'
    | 'howCurrency'
    | 'howTable'
    | 'one'
    | 'oneBack'
    | 'sample'
    | 'step'
    | 'sampleBack'
    | 'between'
    | 'range'
    | 'rate'
    | 'codes';
  readonly values: Readonly<Record<string, string>>;
}

/**
 * What a pair page says about its two units, computed from the catalogue for any pair: the
 * message key of its description and its values, each unit's definition, a worked example each
 * way (none for currencies, whose rates only the browser has) and 3 to 5 questions on this pair.
 */
export interface PairGuide {
  readonly description: {
    readonly key: 'ratio' | 'affine' | 'bases' | 'currency' | 'table';
    readonly values: Readonly<Record<string, string>>;
  };
  readonly units: readonly [UnitFact, UnitFact];
  readonly examples: readonly WorkedExample[];
  readonly faq: readonly PairFaqSpec[];
}

/** The amount the "sample" question converts, per kind; a round number people do type. */
const SAMPLE = { linear: 100, fuel: 5, temperature: 100 } as const;

function numberCategory(pair: Pair): NumberCategoryId {
  return pair.category as NumberCategoryId;
}

/** The engine for any pair of a number category, with ids from the pair catalogue. */
const convertNumber = convert as (category: NumberCategoryId, from: string, to: string, value: number) => number;

/** "1 ft = 0.3048 m" as an answer's values: the result written, and whether it is exact. */
function oneValues(pair: Pair, from: string, to: string, locale: Locale): Record<string, string> {
  const category = numberCategory(pair);
  const result = convertNumber(category, from, to, 1);
  const exact = exactResult(category, from, to, rational(1n));
  return {
    amount: writtenAmount(category, 1, from, locale),
    result: writtenAmount(category, result, to, locale),
    exact: exact !== null && terminates(exact) && showsAllDigits(result) ? 'yes' : 'no',
  };
}

function amountValues(pair: Pair, from: string, to: string, value: number, locale: Locale): Record<string, string> {
  const category = numberCategory(pair);
  return {
    amount: writtenAmount(category, value, from, locale),
    result: writtenAmount(category, convertNumber(category, from, to, value), to, locale),
  };
}

function formulaText(pair: Pair, locale: Locale): string {
  const formula = formulaOf(pair.category, pair.from, pair.to)!;
  const symbol = (unit: string) => unitSymbol(pair.category, formulaUnitOf(pair.category, unit), locale);
  return formulaExpression(formula, { from: symbol(pair.from), to: symbol(pair.to) }, (value) => formatResult(value, locale)) ?? '';
}

function linearFaq(pair: Pair, locale: Locale, symbols: Record<string, string>): PairFaqSpec[] {
  const kind = getCategory(pair.category).kind === 'fuel' ? 'fuel' : 'linear';
  return [
    { id: 'how', values: { ...symbols, formula: formulaText(pair, locale) } },
    { id: 'one', values: { ...symbols, ...oneValues(pair, pair.from, pair.to, locale) } },
    { id: 'oneBack', values: { ...symbols, ...oneValues(pair, pair.to, pair.from, locale) } },
    { id: 'sample', values: { ...symbols, ...amountValues(pair, pair.from, pair.to, SAMPLE[kind], locale) } },
  ];
}

function temperatureFaq(pair: Pair, locale: Locale, symbols: Record<string, string>): PairFaqSpec[] {
  const category = numberCategory(pair);
  const step = convertNumber(category, pair.from, pair.to, 1) - convertNumber(category, pair.from, pair.to, 0);
  return [
    { id: 'howAffine', values: { ...symbols, formula: formulaText(pair, locale) } },
    { id: 'sample', values: { ...symbols, ...amountValues(pair, pair.from, pair.to, 0, locale) } },
    { id: 'sample', values: { ...symbols, ...amountValues(pair, pair.from, pair.to, SAMPLE.temperature, locale) } },
    { id: 'step', values: { ...symbols, step: formatResult(step, locale) } },
  ];
}

function basesFaq(pair: Pair, locale: Locale, symbols: Record<string, string>, units: readonly UnitFact[]): PairFaqSpec[] {
  const digits = (decimal: string, unit: string) => convert('numeric', 'dec', unit, decimal);
  const written = (value: string, unit: string) => `${digits(value, unit)} ${unitSymbol('numeric', unit, locale)}`;
  const sample = (value: string, from: string, to: string) => ({ amount: written(value, from), result: written(value, to) });
  return [
    { id: 'howBases', values: { ...symbols, fromRadix: units[0]!.values.radix!, toRadix: units[1]!.values.radix! } },
    { id: 'sample', values: { ...symbols, ...sample('42', pair.from, pair.to) } },
    { id: 'sampleBack', values: { ...symbols, ...sample('255', pair.to, pair.from) } },
  ];
}

/** The guide of a pair page, written for the locale. */
export function pairGuideOf(pair: Pair, locale: Locale): PairGuide {
  const units = [unitFactOf(pair.category, pair.from, locale)!, unitFactOf(pair.category, pair.to, locale)!] as const;
  const symbols = { fromSymbol: unitSymbol(pair.category, pair.from, locale), toSymbol: unitSymbol(pair.category, pair.to, locale) };
  const examples = [workedExample(pair.category, pair.from, pair.to, locale), workedExample(pair.category, pair.to, pair.from, locale)];
  switch (getCategory(pair.category).kind) {
    case 'currency':
      return {
        description: { key: 'currency', values: symbols },
        units,
        examples: [],
        faq: [
          { id: 'howCurrency', values: symbols },
          { id: 'rate', values: symbols },
          { id: 'codes', values: symbols },
        ],
      };
    case 'numeric':
      return {
        description: { key: 'bases', values: { ...symbols, ...basesFaq(pair, locale, symbols, units)[1]!.values } },
        units,
        examples: examples.filter((example) => example !== undefined),
        faq: basesFaq(pair, locale, symbols, units),
      };
    case 'table': {
      const faq = sizeFaq(pair, locale, symbols);
      return {
        description: { key: 'table', values: faq[1]!.values },
        units,
        examples: examples.filter((example) => example !== undefined),
        faq,
      };
    }
    case 'temperature':
      return {
        description: { key: 'affine', values: { ...symbols, formula: formulaText(pair, locale) } },
        units,
        examples: examples.filter((example) => example !== undefined),
        faq: temperatureFaq(pair, locale, symbols),
      };
    default:
      return {
        description: { key: 'ratio', values: { ...symbols, ...oneValues(pair, pair.from, pair.to, locale) } },
        units,
        examples: examples.filter((example) => example !== undefined),
        faq: linearFaq(pair, locale, symbols),
      };
  }
}
