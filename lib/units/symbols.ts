import type { Locale } from '@/i18n/locales';
import type { CategoryId } from './catalogue';
import { getUnit } from './catalogue';

/**
 * Symbols a language writes its own way, by locale, category and unit id; every other unit keeps
 * the catalogue's symbol. Metric horsepower is PS in German, CV in Spanish, ch in French and hk in
 * Norwegian; the kilogram-force is the kilopond (kp) in German and Norwegian; French counts bytes
 * in octets (o, Ko, Mo, Go, To) and knots in nœuds (nd); Norwegian writes per hour as per time: km/t, BTU/t.
 *
 * Only what people see changes: unit ids in URLs, stored state and the API stay as they are.
 * Units added later (decimal kilobytes, feet and inches…) get a local symbol by adding a line here;
 * a unit test checks every entry names a unit of its category.
 */
export const LOCAL_SYMBOLS = {
  es: {
    power: { hp: 'CV' },
  },
  de: {
    power: { hp: 'PS' },
    force: { kgf: 'kp' },
  },
  fr: {
    power: { hp: 'ch' },
    data: { byte: 'o', kb: 'Ko', mb: 'Mo', gb: 'Go', tb: 'To' },
    speed: { knot: 'nd' },
  },
  no: {
    force: { kgf: 'kp' },
    power: { hp: 'hk', btuh: 'BTU/t' },
    speed: { kmh: 'km/t' },
  },
} as const satisfies Partial<Record<Locale, Partial<Record<CategoryId, Readonly<Record<string, string>>>>>>;

type SymbolTable = Partial<Record<Locale, Partial<Record<string, Readonly<Record<string, string>>>>>>;
const table: SymbolTable = LOCAL_SYMBOLS;

/**
 * The symbol shown next to a number of this unit in this language ("PS" for hp in German), or the
 * id itself when the category has no such unit (ids come from URLs and stored state).
 */
export function unitSymbol(category: CategoryId, unit: string, locale: Locale): string {
  return table[locale]?.[category]?.[unit] ?? getUnit(category, unit)?.symbol ?? unit;
}
