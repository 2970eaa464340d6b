import type { Locale } from '@/i18n/locales';
import type { CustomUnit } from '@/lib/custom-units/types';
import type { QuickAnswer } from '@/lib/quick/types';
import { writtenAmount, writtenInKitchen, writtenWithUnit, type KitchenWords } from '@/lib/quick/written';
import { fillTemplate } from '@/lib/format/template';
import type { CategoryId } from '@/lib/units';

/** An amount with its unit; a unit of the visitor's own with the symbol they gave it ("3 mug"). */
export function withUnit(
  value: number | string,
  category: CategoryId,
  unit: string,
  locale: Locale,
  defined: readonly CustomUnit[],
  formatted?: string,
): string {
  const custom = defined.find((own) => own.category === category && own.id === unit);
  if (custom === undefined) return writtenWithUnit(value, category, unit, locale, formatted);
  return `${writtenAmount(value, category, unit, locale, formatted)} ${custom.symbol}`;
}

/** Units a cook names in words ("2 tazas", "3 EL") where the catalogue's symbol is English ("cup (US)", "tbsp"). */
const SPOKEN_IN_KITCHEN = new Set(['cup_us', 'tbsp', 'tsp']);

/**
 * "5 ft 3 in = 160.02 cm"; for ingredients, in the recipe converter's words, "3 tazas de harina = 375 g",
 * and so cups and spoons of anything: "2 tazas = 473,176473 mL".
 */
export function line(
  answer: QuickAnswer,
  locale: Locale,
  toCategory: CategoryId,
  defined: readonly CustomUnit[],
  ingredient?: { text: string; words: KitchenWords },
  kitchen?: KitchenWords,
): string {
  const own = defined.some((unit) => unit.id === answer.from || unit.id === answer.to);
  if (ingredient !== undefined && !own && typeof answer.value === 'number' && typeof answer.result === 'number') {
    const from = writtenInKitchen(answer.value, answer.category, answer.from, locale, ingredient.words);
    return `${from} ${ingredient.text} = ${writtenInKitchen(answer.result, toCategory, answer.to, locale, ingredient.words, answer.formatted)}`;
  }
  const spoken = (unit: string, value: number | string) =>
    kitchen !== undefined && !own && typeof value === 'number' && SPOKEN_IN_KITCHEN.has(unit);
  const from = spoken(answer.from, answer.value)
    ? writtenInKitchen(answer.value as number, answer.category, answer.from, locale, kitchen!)
    : withUnit(answer.value, answer.category, answer.from, locale, defined);
  const text = ingredient === undefined ? from : `${from} ${ingredient.text}`;
  const to = spoken(answer.to, answer.result)
    ? writtenInKitchen(answer.result as number, toCategory, answer.to, locale, kitchen!, answer.formatted)
    : withUnit(answer.result, toCategory, answer.to, locale, defined, answer.formatted);
  return `${text} = ${to}`;
}

/** A unit as the incompatible-units sentence names it: the unit's name in the sentence, or its symbol. */
interface NamedUnit {
  readonly category: CategoryId;
  readonly unit: string;
}

/**
 * Why two units cannot meet, from QuickAnswer.incompatible: "Kilogramm messen das Gewicht, Meter
 * messen die Länge." German opens the sentence with the first name, so it takes a capital there
 * ("Britische Gallonen messen …"), as the API's message does; other languages keep theirs as written.
 */
export function incompatibleLine(
  template: string,
  measures: Readonly<Record<string, string>>,
  nameOf: (ref: NamedUnit) => string,
  from: NamedUnit,
  to: NamedUnit,
  locale: Locale,
): string {
  const fromUnit = nameOf(from);
  return fillTemplate(template, {
    fromUnit: locale === 'de' ? fromUnit.charAt(0).toLocaleUpperCase('de') + fromUnit.slice(1) : fromUnit,
    fromWhat: measures[from.category] ?? from.category,
    toUnit: nameOf(to),
    toWhat: measures[to.category] ?? to.category,
  });
}
