import type { Locale } from '@/i18n/locales';
import { formatContentNumber } from '@/lib/format/number';
import { DISPLAY_DECIMALS, EXPONENT_DECIMALS, formatResult, isExponential } from '@/lib/format/result';
import { baseUnitOf, getCategory, getUnit, type CategoryId } from '@/lib/units/catalogue';
import { exactResult } from '@/lib/units/exactness';
import { rational, type Rational } from '@/lib/units/rational';
import { chartRange } from '@/lib/converter/chart-range';
import { unitSymbol } from '@/lib/units/symbols';
import type { FuelUnitDef, LinearUnitDef, NumericUnitDef, TemperatureUnitDef } from '@/lib/units/types';

/** Where a unit is used, as the catalogue may say (`system` on a unit definition). */
type UnitSystem = 'metric' | 'us' | 'imperial' | 'other';

/**
 * How a unit is defined, as a message key of `PairGuide.definition` with its values written for the
 * locale: computed from the catalogue's own factor, zero point, reciprocal or radix.
 */
export interface UnitFact {
  readonly unit: string;
  readonly key: 'base' | 'multiple' | 'compound' | 'temperature' | 'fuelBase' | 'fuel' | 'numeric' | 'currency' | 'size';
  readonly values: Readonly<Record<string, string>>;
  readonly system: UnitSystem | undefined;
}

/** Whether a fraction has a finite decimal expansion (its denominator has no prime but 2 and 5). */
export function terminates({ den }: Rational): boolean {
  let rest = den < 0n ? -den : den;
  for (const prime of [2n, 5n]) while (rest % prime === 0n) rest /= prime;
  return rest === 1n;
}

const DIGITS: Readonly<Record<number, string>> = { 2: '0–1', 8: '0–7', 10: '0–9', 16: '0–9, A–F' };

function systemOf(unit: object): UnitSystem | undefined {
  const system = (unit as { readonly system?: unknown }).system;
  return system === 'metric' || system === 'us' || system === 'imperial' || system === 'other' ? system : undefined;
}

function linearFact(category: CategoryId, def: LinearUnitDef, locale: Locale): Pick<UnitFact, 'key' | 'values'> {
  const symbol = (unit: string) => unitSymbol(category, unit, locale);
  if (def.compound !== undefined) {
    const { major, minor, per } = def.compound;
    return { key: 'compound', values: { major: symbol(major), minor: symbol(minor), per: formatResult(per, locale) } };
  }
  const base = baseUnitOf(category);
  if (def.id === base) return { key: 'base', values: { symbol: symbol(def.id) } };
  const exact = exactResult(category, def.id, base, rational(1n));
  return {
    key: 'multiple',
    values: {
      symbol: symbol(def.id),
      value: formatResult(def.factor, locale),
      base: symbol(base),
      exact: exact !== null && terminates(exact) && showsAllDigits(def.factor) ? 'yes' : 'no',
    },
  };
}

/** Whether formatResult writes every digit of the number (6 decimals, or 3 in exponential form). */
export function showsAllDigits(value: number): boolean {
  return Number(isExponential(value) ? value.toExponential(EXPONENT_DECIMALS) : value.toFixed(DISPLAY_DECIMALS)) === value;
}

function temperatureFact(category: CategoryId, def: TemperatureUnitDef, locale: Locale): Pick<UnitFact, 'key' | 'values'> {
  const reading = (celsius: number) => formatContentNumber(def.zero + def.scale * celsius, locale, DISPLAY_DECIMALS);
  return {
    key: 'temperature',
    values: { symbol: unitSymbol(category, def.id, locale), freeze: reading(0), boil: reading(100), absolute: reading(-273.15) },
  };
}

function fuelFact(category: CategoryId, def: FuelUnitDef, locale: Locale): Pick<UnitFact, 'key' | 'values'> {
  const symbol = unitSymbol(category, def.id, locale);
  if (def.reciprocal === null) return { key: 'fuelBase', values: { symbol } };
  return {
    key: 'fuel',
    values: { symbol, constant: formatResult(def.reciprocal, locale), base: unitSymbol(category, baseUnitOf(category), locale) },
  };
}

/** What the pair page says a unit is; undefined for an unknown category or unit. */
export function unitFactOf(category: CategoryId, unit: string, locale: Locale): UnitFact | undefined {
  const found = getCategory(category);
  const def = getUnit(category, unit);
  if (found === undefined || def === undefined) return undefined;
  const fact = (() => {
    switch (found.kind) {
      case 'linear':
        return linearFact(category, def as LinearUnitDef, locale);
      case 'temperature':
        return temperatureFact(category, def as TemperatureUnitDef, locale);
      case 'fuel':
        return fuelFact(category, def as FuelUnitDef, locale);
      case 'numeric': {
        const { radix } = def as NumericUnitDef;
        return { key: 'numeric', values: { radix: String(radix), digits: DIGITS[radix] ?? `0–${radix - 1}` } } as const;
      }
      case 'currency':
        return { key: 'currency', values: { code: unitSymbol(category, unit, locale) } } as const;
      case 'table':
        return { key: 'size', values: chartRange(category, unit, locale) } as const;
    }
  })();
  return { unit, system: systemOf(def), ...fact };
}
