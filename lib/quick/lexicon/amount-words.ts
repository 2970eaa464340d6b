import type { Locale } from '@/i18n/locales';

/**
 * Amounts written in words, per language, as the quick box reads them (lib/quick/word-amounts.ts).
 * Spellings are folded (no accents, lower case); each phrase stands for the amount written in
 * digits ("1 1/2"), which the box then reads like any typed amount.
 */
export interface AmountWords {
  /** Whole numbers, read only where an amount can start (a query's first word, after "is", "sind"…): Norwegian "to" is also English "to". */
  readonly numbers: Readonly<Record<string, number>>;
  /** Fractions and mixed amounts, read anywhere; longer phrases win ("one and a half" before "a half"). */
  readonly phrases: Readonly<Record<string, string>>;
  /** "{n}" stands for each of `numbers` and the words for one: "{n} and a half", "{n}einhalb". */
  readonly halves: readonly string[];
  /** A half added after the unit: "a cup and a half", "una taza y media", "une tasse et demie". */
  readonly halfAfter: readonly string[];
  /** Words for one that start "one and a half" ("un", "une", "ein"), beside the articles. */
  readonly ones: readonly string[];
  /** Words that multiply the number before them ("5 mil metros", "2 thousand feet"), read only before a unit: "5 mil a mm" is five mils. */
  readonly multipliers: Readonly<Record<string, number>>;
}

export const AMOUNT_WORDS = {
  en: {
    numbers: {
      two: 2,
      three: 3,
      four: 4,
      five: 5,
      six: 6,
      seven: 7,
      eight: 8,
      nine: 9,
      ten: 10,
      eleven: 11,
      twelve: 12,
      twenty: 20,
      thirty: 30,
      forty: 40,
      fifty: 50,
      hundred: 100,
    },
    phrases: {
      half: '1/2',
      'half a': '1/2',
      'half an': '1/2',
      'a half': '1/2',
      'one half': '1/2',
      'half of a': '1/2',
      quarter: '1/4',
      'a quarter': '1/4',
      'a quarter of a': '1/4',
      'a quarter of an': '1/4',
      'one quarter': '1/4',
      'three quarters': '3/4',
      'three quarters of a': '3/4',
      'three quarters of an': '3/4',
      'three quarter': '3/4',
      'a third': '1/3',
      'a third of a': '1/3',
      'one third': '1/3',
      'two thirds': '2/3',
      'two thirds of a': '2/3',
    },
    halves: ['{n} and a half', '{n} and one half'],
    halfAfter: ['and a half', 'and one half'],
    ones: ['one', 'a', 'an'],
    multipliers: { thousand: 1e3, million: 1e6, millions: 1e6, billion: 1e9 },
  },
  es: {
    numbers: { dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10, once: 11, doce: 12, veinte: 20, cien: 100 },
    phrases: {
      medio: '1/2',
      media: '1/2',
      'un medio': '1/2',
      'una media': '1/2',
      'la mitad de': '1/2',
      'mitad de': '1/2',
      'un cuarto de': '1/4',
      'cuarto de': '1/4',
      'tres cuartos de': '3/4',
      'un tercio de': '1/3',
      'dos tercios de': '2/3',
    },
    halves: ['{n} y medio', '{n} y media'],
    halfAfter: ['y medio', 'y media'],
    ones: ['un', 'uno', 'una'],
    multipliers: { mil: 1e3, millon: 1e6, millones: 1e6 },
  },
  de: {
    numbers: { zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwolf: 12, zwanzig: 20, hundert: 100 },
    phrases: {
      halb: '1/2',
      halbe: '1/2',
      halber: '1/2',
      halbes: '1/2',
      halben: '1/2',
      'ein halb': '1/2',
      'ein halber': '1/2',
      'ein halbes': '1/2',
      'eine halbe': '1/2',
      'einen halben': '1/2',
      'einem halben': '1/2',
      'einer halben': '1/2',
      anderthalb: '1 1/2',
      eineinhalb: '1 1/2',
      viertel: '1/4',
      'ein viertel': '1/4',
      'einen viertel': '1/4',
      dreiviertel: '3/4',
      'drei viertel': '3/4',
      'ein drittel': '1/3',
      'zwei drittel': '2/3',
    },
    halves: ['{n}einhalb', '{n} einhalb', '{n} und ein halb', '{n} und eine halbe'],
    halfAfter: ['und ein halb', 'und eine halbe', 'einhalb'],
    ones: ['ein', 'eine', 'einen'],
    multipliers: { tausend: 1e3, million: 1e6, millionen: 1e6, mio: 1e6, milliarde: 1e9, milliarden: 1e9, mrd: 1e9 },
  },
  fr: {
    numbers: { deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, vingt: 20, cent: 100 },
    phrases: {
      demi: '1/2',
      demie: '1/2',
      'un demi': '1/2',
      'une demi': '1/2',
      'une demie': '1/2',
      'la moitie de': '1/2',
      'moitie de': '1/2',
      'un quart de': '1/4',
      'quart de': '1/4',
      'trois quarts de': '3/4',
      'trois quart de': '3/4',
      'un tiers de': '1/3',
      'deux tiers de': '2/3',
    },
    halves: ['{n} et demi', '{n} et demie'],
    halfAfter: ['et demi', 'et demie'],
    ones: ['un', 'une'],
    multipliers: { mille: 1e3, million: 1e6, millions: 1e6, milliard: 1e9, milliards: 1e9 },
  },
  no: {
    numbers: { to: 2, tre: 3, fire: 4, fem: 5, seks: 6, sju: 7, syv: 7, atte: 8, ni: 9, ti: 10, elleve: 11, tolv: 12, tjue: 20, hundre: 100 },
    phrases: {
      halv: '1/2',
      halvt: '1/2',
      halve: '1/2',
      'en halv': '1/2',
      'ei halv': '1/2',
      'et halvt': '1/2',
      halvannen: '1 1/2',
      halvannet: '1 1/2',
      'en og en halv': '1 1/2',
      kvart: '1/4',
      'en kvart': '1/4',
      'et kvart': '1/4',
      'tre kvart': '3/4',
      'en tredjedel': '1/3',
      'en tredjedels': '1/3',
      'to tredjedeler': '2/3',
      'to tredjedels': '2/3',
    },
    halves: ['{n} og en halv', '{n} og et halvt', '{n} og ei halv'],
    halfAfter: ['og en halv', 'og et halvt', 'og ei halv'],
    ones: ['en', 'ei', 'ett', 'et'],
    multipliers: { tusen: 1e3, million: 1e6, millioner: 1e6, mill: 1e6, milliard: 1e9, milliarder: 1e9 },
  },
} as const satisfies Readonly<Record<Locale, AmountWords>>;
