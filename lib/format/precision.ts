import { intlLocale } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { formatNumber, formatPlain } from '@/lib/units/format';

/**
 * Decimals at a chosen precision: `precision` decimals (trailing zeros dropped) or `sig`
 * significant figures, which win when both are given. Without either, the site's usual rounding
 * (six decimals, exponential beyond a million and below a thousandth).
 */
export interface DecimalPrecision {
  readonly precision?: number;
  readonly sig?: number;
}

export const MAX_PRECISION = 15;
export const MAX_SIG = 17;
/** From here on a chosen precision is written in exponential form (Intl's own limit for plain digits). */
const EXPONENTIAL_FROM = 1e21;

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(tag: string, grouped: boolean, { precision, sig }: DecimalPrecision, scientific: boolean) {
  const key = `${tag}/${grouped}/${precision}/${sig}/${scientific}`;
  let cached = formatters.get(key);
  if (cached === undefined) {
    cached = new Intl.NumberFormat(tag, {
      useGrouping: grouped ? 'auto' : false,
      ...(scientific ? { notation: 'scientific' as const } : {}),
      ...(sig !== undefined
        ? { maximumSignificantDigits: sig }
        : { maximumFractionDigits: precision ?? 6, minimumFractionDigits: 0 }),
    });
    formatters.set(key, cached);
  }
  return cached;
}

function chosen(value: number, tag: string, grouped: boolean, options: DecimalPrecision): string {
  const scientific = Math.abs(value) >= EXPONENTIAL_FROM;
  const text = formatter(tag, grouped, options, scientific).format(value === 0 ? 0 : value);
  // Intl writes the exponent separator as "E"; a lower-case "e" reads as part of the number.
  return scientific ? text.replace('E', 'e') : text;
}

const hasChoice = ({ precision, sig }: DecimalPrecision) => precision !== undefined || sig !== undefined;

/** A decimal as the UI shows it in the locale. */
export function formatDecimal(value: number, locale: Locale, options: DecimalPrecision = {}): string {
  if (!hasChoice(options)) return formatNumber(value, locale);
  return chosen(value, intlLocale[locale] ?? intlLocale.en, true, options);
}

/** The same without locale (dot decimal, no grouping, ASCII minus): for the API and files. */
export function formatDecimalPlain(value: number, options: DecimalPrecision = {}): string {
  if (!hasChoice(options)) return formatPlain(value);
  return chosen(value, 'en-US', false, options).replace('\u2212', '-');
}
