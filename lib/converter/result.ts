import type { Locale } from '@/i18n/locales';
import { getUnit } from '@/lib/units/catalogue';
import { convertInput, type ConvertFailure } from '@/lib/units/convert-input';
import type { Rates } from '@/lib/units/currency';
import type { ResultFormat } from '@/lib/format/answer';
import { otherReadings } from '@/lib/units/ambiguity';
import { compoundPartsOf } from '@/lib/units/compound';
import { notationOf } from '@/lib/units/size-notation';
import { unitSymbol, unitSymbolAfter } from '@/lib/units/symbols';
import type { NumericUnitDef } from '@/lib/units/types';
import { chartRange } from './chart-range';
import { writtenAmount } from './written';
import { formatResult } from '@/lib/format/result';
import type { CustomUnit } from '@/lib/custom-units/types';

/**
 * What the converter's result panel says, as message keys and values: the UI translates them
 * (namespace "Converter", keys under "errors"), lib/ never writes user-facing text.
 */
type ConverterErrorMessage =
  | { readonly key: 'invalidNumber' }
  | { readonly key: 'invalidDigits'; readonly values: { readonly radix: number } }
  | { readonly key: 'fuelOutOfRange' }
  | { readonly key: 'resultOutOfRange' }
  | { readonly key: 'sizeOutOfRange'; readonly values: { readonly min: string; readonly max: string } }
  | { readonly key: 'unitNotFound'; readonly values: { readonly from: string; readonly to: string } }
  | { readonly key: 'unknownTemperatureUnit' }
  | { readonly key: 'unknownFuelUnit' }
  | { readonly key: 'unknownNumericBase' }
  | { readonly key: 'categoryNotFound' }
  | { readonly key: 'conversionFailed' };

export type ConverterView =
  /** Nothing to show and nothing wrong: empty input or a unit not chosen. */
  | { readonly state: 'idle' }
  /** `line` reads "5 cm = 1.968504 in" in the locale's number format; `output` is the result alone. */
  | {
      readonly state: 'result';
      readonly line: string;
      readonly output: string;
      /** The shown result is the true one ("exactly"); approximate ones start with "≈". */
      readonly exact: boolean;
      /** The same value read with the other meaning of an ambiguous unit (US/UK gallon, KB/kB). */
      readonly others: readonly string[];
      /** A size between two rows of its chart: the note that says so (key `betweenSizes`). */
      readonly between?: BetweenSizesNote;
    }
  | { readonly state: 'error'; readonly message: ConverterErrorMessage };

/** "Between US 7 and US 7½: EU 37.5 is nearest", as message values. */
interface BetweenSizesNote {
  readonly key: 'betweenSizes';
  readonly values: { readonly lower: string; readonly upper: string; readonly nearest: string };
}

export interface ConverterRequest {
  readonly category: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly input: string;
  readonly locale: Locale;
  readonly rates?: Rates;
  readonly format?: ResultFormat;
  /** Units of the visitor's own the request may name (lib/custom-units). */
  readonly defined?: readonly CustomUnit[];
}

function radixOf(category: string, unit: string | undefined): number {
  if (category !== 'numeric' || unit === undefined) return 10;
  return (getUnit('numeric', unit) as NumericUnitDef | undefined)?.radix ?? 10;
}

function messageOf(failure: ConvertFailure, request: ConverterRequest): ConverterErrorMessage {
  switch (failure.error) {
    case 'INVALID_NUMBER':
      return { key: 'invalidNumber' };
    case 'INVALID_DIGITS':
      return { key: 'invalidDigits', values: { radix: radixOf(request.category, request.from) } };
    case 'FUEL_OUT_OF_RANGE':
      return { key: 'fuelOutOfRange' };
    case 'RESULT_OUT_OF_RANGE':
      return { key: 'resultOutOfRange' };
    case 'SIZE_OUT_OF_RANGE':
      return { key: 'sizeOutOfRange', values: chartRange(request.category, request.from ?? '', request.locale) };
    case 'UNIT_NOT_FOUND':
      return { key: 'unitNotFound', values: { from: request.from ?? '', to: request.to ?? '' } };
    case 'UNKNOWN_TEMPERATURE_UNIT':
      return { key: 'unknownTemperatureUnit' };
    case 'UNKNOWN_FUEL_UNIT':
      return { key: 'unknownFuelUnit' };
    case 'UNKNOWN_NUMERIC_BASE':
      return { key: 'unknownNumericBase' };
    case 'CATEGORY_NOT_FOUND':
      return { key: 'categoryNotFound' };
    default:
      return { key: 'conversionFailed' };
  }
}

/**
 * The result panel for what the user typed: the engine's convertInput (which never throws for bad
 * input), turned into a line with unit symbols, or a message to translate.
 */
export function converterView(request: ConverterRequest): ConverterView {
  const { category, from, to, input, locale, rates, format, defined } = request;
  const outcome = convertInput({ category, from, to, input, locale, rates, format, defined });
  if (outcome.ok === null) return { state: 'idle' };
  if (outcome.ok === false) return { state: 'error', message: messageOf(outcome, request) };
  // A unit of the visitor's own is written with the symbol the visitor gave it.
  const own = (unit: string) => defined?.find((custom) => custom.id === unit);
  const symbol = (unit: string) => own(unit)?.symbol ?? unitSymbol(outcome.category, unit, locale);
  const written = (value: number, unit: string) => {
    const custom = own(unit);
    return custom === undefined ? writtenAmount(outcome.category, value, unit, locale) : `${formatResult(value, locale)} ${custom.symbol}`;
  };
  /** "= 2.54 cm", or "≈ 0.393701 in" when digits were dropped. */
  // A symbol that is a word agrees with the amount before it ("2 tazas (EE. UU.)").
  const after = (unit: string, amount: number | string) =>
    own(unit) !== undefined || typeof amount !== 'number' ? symbol(unit) : unitSymbolAfter(outcome.category, unit, locale, amount);
  const result = (text: string, unit: string, approximate: boolean, amount: number | string) => {
    const compound = compoundPartsOf(outcome.category, unit) !== undefined;
    const notation = notationOf(outcome.category, unit);
    // Sizes are named after their system ("UK 8"); measures and other units carry theirs after the number.
    const shown =
      notation !== undefined && notation !== 'measure' ? `${symbol(unit)} ${text}` : `${text}${compound ? '' : ` ${after(unit, amount)}`}`;
    return `${approximate ? '≈' : '='} ${shown}`;
  };
  const value = typeof outcome.value === 'number' ? written(outcome.value, outcome.from) : `${outcome.value} ${symbol(outcome.from)}`;
  const others = otherReadings(outcome.category, outcome.from, outcome.to).flatMap((reading) => {
    const other = convertInput({ category, from: reading.from, to: reading.to, input, locale, rates, format });
    if (other.ok !== true || typeof other.value !== 'number') return [];
    return [`${written(other.value, reading.from)} ${result(other.formatted, reading.to, other.approximate, other.result)}`];
  });
  const view = {
    state: 'result',
    line: `${value} ${result(outcome.formatted, outcome.to, outcome.approximate, outcome.result)}`,
    output: outcome.formatted,
    // "Exactly" speaks of measures; a size is a row of its chart, not a measure of it.
    exact: outcome.exact && notationOf(outcome.category, outcome.to) === undefined,
    others,
  } as const;
  if (outcome.between === undefined) return view;
  const { lower, upper } = outcome.between;
  const nearest = written(outcome.result as number, outcome.to);
  const values = { lower: written(lower, outcome.from), upper: written(upper, outcome.from), nearest };
  return { ...view, between: { key: 'betweenSizes', values } };
}
