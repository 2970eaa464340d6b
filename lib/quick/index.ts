/**
 * Quick convert: a typed query in five languages → a conversion. Framework-free; the box, GET
 * /api/convert?q= and the batch/MCP tools all call these.
 *
 *   readQuery(text, lang, {defined?})   → QuickReading | QuickFailure      (never throws; `defined`: the visitor's own units)
 *     QuickReading  = { ok: true, category, from, to, value,           // value in `from`; digits for numeric
 *                       targetGiven,                                   // false: `to` chosen for the language
 *                       suggestions?: string[],                        // more targets when none was typed
 *                       alternatives?: {category, from, to, value}[],  // UK gallon beside US, decimal GB…
 *                       ingredient?: {text, food, toCategory, gramsPerMl, gramsPerCup} }
 *     QuickFailure  = { ok: false, error: 'EMPTY' | 'TOO_LONG' | 'UNPARSEABLE' | 'INCOMPATIBLE'
 *                       | 'UNKNOWN_INGREDIENT' | 'INVALID_VALUE' | 'RATES_MISSING', message,
 *                       from?, to? }                                   // INCOMPATIBLE: {category, unit} each
 *   convertReading(reading, {locale, rates, defined}) → { ok: true, reading, answers: QuickAnswer[] } | QuickFailure
 *     QuickAnswer   = { kind: 'main' | 'alternative' | 'suggestion', category, from, to, value, result, formatted }
 *   quickConvert(text, lang, {rates})  = both in one step.
 *
 * Currency readings need `rates` (units per US dollar, as lib/currency serves them).
 */
import type { Locale } from '@/i18n/locales';
import { convertReading, type QuickConvertOptions } from './convert-reading';
import { readQuery } from './read-query';
import type { QuickConversion } from './types';

export { readQuery } from './read-query';
export { convertReading, type QuickConvertOptions } from './convert-reading';
export * from './types';

export function quickConvert(text: string, language: Locale, options: Omit<QuickConvertOptions, 'locale'> = {}): QuickConversion {
  const reading = readQuery(text, language);
  return reading.ok ? convertReading(reading, { ...options, locale: language }) : reading;
}
