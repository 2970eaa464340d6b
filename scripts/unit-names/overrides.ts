import type { Locale } from '@/i18n/locales';

/** Our name for a unit CLDR names, in the languages where we deliberately write another, and why. */
export interface Override {
  readonly names: Partial<Record<Locale, string>>;
  readonly why: string;
}

/**
 * The few units CLDR names where our name differs on purpose. Everywhere else a unit CLDR names
 * takes CLDR's name (written by natives); docs/UNITS.md lists these with their reasons and the
 * share of names that agree with CLDR (tests/unit/units/cldr-agreement.test.ts holds it at 95%).
 */
const IMPERIAL_SPELT_OUT =
  'CLDR\'s English abbreviates "Imp." in the long name; we spell "imperial" out, as CLDR does in Spanish and French.';

export const OVERRIDES: Readonly<Record<string, Override>> = {
  'length/mil_scandinavian': {
    names: { en: 'Scandinavian miles' },
    why: 'CLDR writes "miles-scandinavian", its identifier, where English says "Scandinavian miles".',
  },
  'weight/st': {
    names: { en: 'Stone', de: 'Stone' },
    why: 'British English says "10 stone": CLDR\'s singular, which it also lists, is the plural in use.',
  },
  'volume/gal_uk': {
    names: { en: 'Imperial gallons' },
    why: IMPERIAL_SPELT_OUT,
  },
  'volume/fl_oz_uk': {
    names: { en: 'Imperial fluid ounces' },
    why: IMPERIAL_SPELT_OUT,
  },
  'volume/qt_uk': {
    names: { en: 'Imperial quarts' },
    why: IMPERIAL_SPELT_OUT,
  },
  'volume/pt_uk': {
    names: { en: 'Imperial pints' },
    why: 'CLDR writes "pints Imperial", after the noun, against its own "Imp. gallons"; English puts "imperial" first.',
  },
  'fuel/mpg_uk': {
    names: { en: 'Miles per imperial gallon' },
    why: IMPERIAL_SPELT_OUT,
  },
  'energy/btu': {
    names: { de: 'British Thermal Units', fr: 'Unités thermiques britanniques', no: 'Britiske termiske enheter' },
    why: "German capitalises the nouns of the loan, as CLDR's German singular does. CLDR's French and Norwegian leave the name in English; a native review asked for the translated name these languages use.",
  },
  'length/mi': {
    names: { no: 'Engelske mil' },
    why: 'In Norwegian a "mil" is 10 km; Norwegians write "engelske mil" for the mile so the two never mix (CLDR\'s Norwegian has the English "miles").',
  },
  'force/lbf': {
    names: { no: 'Pund-kraft' },
    why: 'CLDR\'s Norwegian is the English "pound-force"; Norwegian says pund-kraft, as it says kilopond for kilogram-force.',
  },
  'fuel/mpg_us': {
    names: { no: 'Miles per amerikansk gallon' },
    why: 'CLDR\'s Norwegian is the English "miles per gallon"; Norwegian says which gallon, as CLDR does for "miles per britisk gallon".',
  },
  'force/kgf': {
    names: { de: 'Kilopond' },
    why: 'CLDR\'s German "Krafatkilogramm" is misspelt; Germans say Kilopond, and the site writes its symbol kp.',
  },
  'torque/lbft': {
    names: { de: 'Pound-force-Fuß', es: 'Libras-fuerza pie', no: 'Pund-kraft-fot' },
    why: 'CLDR\'s German "Foot-pound" is also the name of the energy unit foot-pound (ft·lbf), which the site lists too; its Spanish "libras pies" leaves out the force, and its Norwegian is English ("pound-foot").',
  },
  'acceleration/g0': {
    names: { de: 'G-Kraft', fr: 'Accélération g' },
    why: 'CLDR\'s German pattern writes only the symbol ("{0} G"): we take its display name, g-Kraft. Its French is a phrase to follow a number ("3 fois l\'accélération de pesanteur terrestre"), too long for a list of units.',
  },
};
