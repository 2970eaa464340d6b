import type { Locale } from '@/i18n/locales';
import type { CategoryId } from './catalogue';
import { getUnit } from './catalogue';
import { pluralForm } from '@/lib/recipe/plural';

/**
 * Symbols a language writes its own way, by locale, category and unit id; every other unit keeps
 * the catalogue's symbol. Metric horsepower is PS in German, CV in Spanish, ch in French and hk in
 * Norwegian; the kilogram-force is the kilopond (kp) in German and Norwegian; French counts bytes
 * in octets (o; decimal ko, Mo, Go…; IEC Kio, Mio…; binary Ko, Mo (binaire)…) and knots in nœuds (nd);
 * the binary megabyte's "binary" is said in each language;
 * Norwegian writes per hour as per time (km/t, BTU/t); revolutions are U/min, tr/min and o/min;
 * spoons are abbreviated as each language's recipes do (cda., EL, c. à soupe, ss), not "tbsp", and
 * cups are named in the language (taza, Tasse, tasse, kopp), not "cup"; Spanish qualifies US and UK
 * units as EE. UU. and R. U., and NATO is OTAN in Spanish and French.
 *
 * Only what people see changes: unit ids in URLs, stored state and the API stay as they are.
 * Units added later (decimal kilobytes, feet and inches…) get a local symbol by adding a line here;
 * a unit test checks every entry names a unit of its category.
 */
export const LOCAL_SYMBOLS = {
  es: {
    power: { hp: 'CV' },
    volume: {
      tbsp: 'cda.',
      tsp: 'cdta.',
      tbsp_metric: 'cda. métrica',
      tsp_metric: 'cdta. métrica',
      cup_us: 'taza (EE. UU.)',
      cup_metric: 'taza métrica',
      fl_oz_us: 'fl oz (EE. UU.)',
      fl_oz_uk: 'fl oz (R. U.)',
      gal_us: 'gal (EE. UU.)',
      gal_uk: 'gal (R. U.)',
      gi_us: 'gi (EE. UU.)',
      gi_uk: 'gi (R. U.)',
      pt_us: 'pt (EE. UU.)',
      pt_uk: 'pt (R. U.)',
      qt_us: 'qt (EE. UU.)',
      qt_uk: 'qt (R. U.)',
      bu_us: 'bu (EE. UU.)',
      bu_uk: 'bu (R. U.)',
    },
    weight: { cwt_us: 'cwt (EE. UU.)', cwt_uk: 'cwt (R. U.)' },
    density: { lbgal_us: 'lb/gal (EE. UU.)', lbgal_uk: 'lb/gal (R. U.)' },
    flow: { gpm_us: 'gal/min (EE. UU.)', gph_us: 'gal/h (EE. UU.)', gpm_uk: 'gal/min (R. U.)' },
    fuel: { mpg_us: 'mpg (EE. UU.)', mpg_uk: 'mpg (R. U.)' },
    angle: { mil_nato: 'mil (OTAN)' },
    data: {
      mb: 'MB (binario)',
      gb: 'GB (binario)',
      tb: 'TB (binario)',
      pb: 'PB (binario)',
    },
  },
  de: {
    power: { hp: 'PS' },
    volume: {
      tbsp: 'EL',
      tsp: 'TL',
      tbsp_metric: 'EL (metrisch)',
      tsp_metric: 'TL (metrisch)',
      cup_us: 'Tasse (US)',
      cup_metric: 'Tasse (metrisch)',
    },
    force: { kgf: 'kp', tf: 'Mp' },
    torque: { kgfm: 'kp·m', kgfcm: 'kp·cm' },
    'angular-speed': { rpm: 'U/min', rps: 'U/s', rph: 'U/h' },
    data: {
      mb: 'MB (binär)',
      gb: 'GB (binär)',
      tb: 'TB (binär)',
      pb: 'PB (binär)',
    },
  },
  fr: {
    power: { hp: 'ch' },
    volume: {
      tbsp: 'c. à soupe',
      tsp: 'c. à café',
      tbsp_metric: 'c. à soupe (métrique)',
      tsp_metric: 'c. à café (métrique)',
      cup_us: 'tasse (US)',
      cup_metric: 'tasse (métrique)',
    },
    angle: { mil_nato: 'mil (OTAN)' },
    data: {
      byte: 'o',
      kb: 'Ko',
      mb: 'Mo (binaire)',
      gb: 'Go (binaire)',
      tb: 'To (binaire)',
      pb: 'Po (binaire)',
      kb_si: 'ko',
      mb_si: 'Mo',
      gb_si: 'Go',
      tb_si: 'To',
      pb_si: 'Po',
      kib: 'Kio',
      mib: 'Mio',
      gib: 'Gio',
      tib: 'Tio',
      pib: 'Pio',
    },
    'data-rate': {
      byte_s: 'o/s',
      kbyte_s: 'ko/s',
      mbyte_s: 'Mo/s',
      gbyte_s: 'Go/s',
      kib_s: 'Kio/s',
      mib_s: 'Mio/s',
      gib_s: 'Gio/s',
    },
    speed: { knot: 'nd' },
    'angular-speed': { rpm: 'tr/min', rps: 'tr/s', rph: 'tr/h' },
  },
  no: {
    force: { kgf: 'kp' },
    volume: {
      tbsp: 'ss',
      tsp: 'ts',
      tbsp_metric: 'ss (metrisk)',
      tsp_metric: 'ts (metrisk)',
      cup_us: 'kopp (US)',
      cup_metric: 'kopp (metrisk)',
    },
    power: { hp: 'hk', btuh: 'BTU/t', kcalh: 'kcal/t' },
    speed: { kmh: 'km/t' },
    acceleration: { kmhs: 'km/t/s' },
    flow: { m3h: 'm³/t', lh: 'L/t', gph_us: 'gal/t (US)' },
    frequency: { per_hour: '/t' },
    torque: { kgfm: 'kp·m', kgfcm: 'kp·cm' },
    'angular-speed': { rpm: 'o/min', rps: 'o/s', rph: 'o/t' },
    data: {
      mb: 'MB (binær)',
      gb: 'GB (binær)',
      tb: 'TB (binær)',
      pb: 'PB (binær)',
    },
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

/**
 * Symbols that are words and so agree with the amount before them, as the quick box's kitchen words
 * do: "2 cups (US)", "2 tazas (EE. UU.)", "2 Tassen (US)", but "1,5 tasse (US)" in French (lib/recipe/plural).
 */
const COUNTED_PLURALS: Partial<Record<Locale, Partial<Record<string, Readonly<Record<string, string>>>>>> = {
  en: { volume: { cup_us: 'cups (US)', cup_metric: 'cups (metric)' } },
  es: { volume: { cup_us: 'tazas (EE. UU.)', cup_metric: 'tazas métricas' } },
  de: { volume: { cup_us: 'Tassen (US)', cup_metric: 'Tassen (metrisch)' } },
  fr: { volume: { cup_us: 'tasses (US)', cup_metric: 'tasses (métrique)' } },
  no: { volume: { cup_us: 'kopper (US)', cup_metric: 'kopper (metrisk)' } },
};

/** The symbol written after an amount of this unit: unitSymbol's, in the plural where it is a word that takes one. */
export function unitSymbolAfter(category: CategoryId, unit: string, locale: Locale, amount: number): string {
  const plural = COUNTED_PLURALS[locale]?.[category]?.[unit];
  return plural === undefined || pluralForm(amount, locale) === 'one' ? unitSymbol(category, unit, locale) : plural;
}
