import type { Locale } from '@/i18n/locales';

/** Our name for a unit CLDR names, in the languages where we deliberately write another, and why. */
export interface Override {
  readonly names: Partial<Record<Locale, string>>;
  readonly why: string;
}

/**
 * The few units CLDR names where our name differs on purpose. Everywhere else a unit CLDR names
 * takes CLDR's name (written by natives); docs/UNITS.md lists these with their reasons and the
 * share of names that agree with CLDR (tests/unit/units/cldr-agreement.test.ts holds it at 90 %).
 */
const IMPERIAL_SPELT_OUT =
  'CLDR\'s English abbreviates "Imp." in the long name; we spell "imperial" out, as CLDR does in Spanish and French.';

const BRITISH_IN_GERMAN =
  'CLDR\'s German abbreviates "Imp." in the name; Germans say britische (Gallonen, Pints), as they say amerikanische.';
const ENGLISH_MILES_IN_NORWEGIAN = 'In Norwegian a "mil" is 10 km; the site writes "engelske mil" for the mile everywhere (length/mi).';

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
    names: { en: 'Imperial gallons', de: 'Britische Gallonen' },
    why: `${IMPERIAL_SPELT_OUT} ${BRITISH_IN_GERMAN}`,
  },
  'volume/fl_oz_uk': {
    names: { en: 'Imperial fluid ounces', de: 'Britische Flüssigunzen' },
    why: `${IMPERIAL_SPELT_OUT} ${BRITISH_IN_GERMAN}`,
  },
  'volume/qt_uk': {
    names: { en: 'Imperial quarts', de: 'Britische Quart' },
    why: `${IMPERIAL_SPELT_OUT} ${BRITISH_IN_GERMAN}`,
  },
  'volume/pt_uk': {
    names: { en: 'Imperial pints', de: 'Britische Pints' },
    why: `CLDR writes "pints Imperial", after the noun, against its own "Imp. gallons"; English puts "imperial" first. ${BRITISH_IN_GERMAN}`,
  },
  'fuel/mpg_uk': {
    names: { en: 'Miles per imperial gallon', de: 'Meilen pro britische Gallone', no: 'Engelske mil per britisk gallon' },
    why: `${IMPERIAL_SPELT_OUT} ${BRITISH_IN_GERMAN} ${ENGLISH_MILES_IN_NORWEGIAN}`,
  },
  'fuel/mpg_us': {
    names: { no: 'Engelske mil per amerikansk gallon' },
    why: `CLDR's Norwegian is the English "miles per gallon"; Norwegian says which gallon, as CLDR does for "miles per britisk gallon". ${ENGLISH_MILES_IN_NORWEGIAN}`,
  },
  'area/mi2': {
    names: { no: 'Engelske kvadratmil' },
    why: `CLDR's Norwegian "kvadratmile" is half English. ${ENGLISH_MILES_IN_NORWEGIAN}`,
  },
  'weight/ozt': {
    names: { no: 'Troyunser' },
    why: 'CLDR\'s Norwegian is the English "troy ounce"; Norwegian writes troyunse, plural troyunser.',
  },
  'weight/ton_us': {
    names: { de: 'Amerikanische Tonnen' },
    why: 'CLDR\'s German is the English "Short Tons"; German says amerikanische Tonnen, as it says amerikanische Zentner.',
  },
  'volume/acre_ft': {
    names: { de: 'Acre-Fuß' },
    why: 'CLDR\'s German is the English "Acre-Feet"; German keeps the acre and says Fuß.',
  },
  'torque/nm': {
    names: { es: 'Newtons metro' },
    why: 'CLDR\'s Spanish "newton metros" puts the plural on the wrong word; Spanish says newtons metro, as in the site\'s kilonewtons metro.',
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
    names: { en: 'Pounds-force', es: 'Libras-fuerza', de: 'Pfundkraft', no: 'Pund-kraft' },
    why: 'CLDR\'s English "pounds of force" and Spanish "libras de fuerza" are phrases where the site writes the unit as in "pound-force per square inch" and "libras-fuerza pie"; its German and Norwegian are the English "pound-force": German says Pfundkraft, Norwegian pund-kraft, as they say kilopond for kilogram-force.',
  },
  'force/kgf': {
    names: { de: 'Kilopond', es: 'Kilogramos-fuerza' },
    why: 'CLDR\'s German "Krafatkilogramm" is misspelt; Germans say Kilopond, and the site writes its symbol kp. Spanish hyphens kilogramos-fuerza as it does libras-fuerza and toneladas-fuerza.',
  },
  'torque/lbft': {
    names: { en: 'Pound-force feet', de: 'Pfundkraft-Fuß', es: 'Libras-fuerza pie', no: 'Pund-kraft-fot' },
    why: 'CLDR\'s German "Foot-pound" is also the name of the energy unit foot-pound (ft·lbf), which the site lists too (as Fuß-Pfund): German says Pfundkraft-Fuß; its Spanish "libras pies" leaves out the force, and its Norwegian is English ("pound-foot"). English writes pound-force feet, as NIST SP 811 does, where CLDR hyphenates both words.',
  },
  'temperature/r': {
    names: { en: 'Degrees Rankine' },
    why: 'CLDR\'s English "rankines" is rare; English says degrees Rankine (°R), as it says degrees Fahrenheit, and as CLDR\'s other languages do.',
  },
  'acceleration/g0': {
    names: { de: 'G-Kraft', fr: 'Accélération g' },
    why: 'CLDR\'s German pattern writes only the symbol ("{0} G"): we take its display name, g-Kraft. Its French is a phrase to follow a number ("3 fois l\'accélération de pesanteur terrestre"), too long for a list of units.',
  },
  'length/pc': {
    names: { es: 'Pársecs' },
    why: "The RAE (DLE) writes pársec, plural pársecs, with its accent, as the site's Spanish facts do; CLDR's Spanish leaves it out.",
  },
};
