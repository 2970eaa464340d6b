import type { Locale } from '@/i18n/locales';
import { categories } from './catalogue';

/**
 * Words people type after a number, by locale, for the units typed in parts ("5 ft 3 in",
 * "5 pies 3 pulgadas", "2 Pfund 3 Unzen") and the signs for feet and inches (5'3", 5′ 3″). Every
 * locale also reads every unit's symbol ("kg", "cm") and English slug ("pounds"), which is how a
 * unit word of the wrong category is recognised as one. Lower case: matching ignores case.
 */
const PART_WORDS = {
  en: {
    ft: ['foot', 'feet'],
    in: ['inch', 'inches'],
    lb: ['lbs', 'pound', 'pounds'],
    oz: ['ounce', 'ounces'],
    st: ['stone', 'stones'],
  },
  es: {
    ft: ['pie', 'pies'],
    in: ['pulgada', 'pulgadas', 'pulg'],
    lb: ['libra', 'libras'],
    oz: ['onza', 'onzas'],
    st: ['stone', 'stones', 'piedra', 'piedras'],
  },
  de: {
    ft: ['fuß', 'fuss'],
    in: ['zoll'],
    lb: ['pfund'],
    oz: ['unze', 'unzen'],
    st: ['stone', 'stones'],
  },
  fr: {
    ft: ['pied', 'pieds'],
    in: ['pouce', 'pouces'],
    lb: ['livre', 'livres'],
    oz: ['once', 'onces'],
    st: ['stone', 'stones'],
  },
  no: {
    ft: ['fot', 'fót'],
    in: ['tomme', 'tommer'],
    lb: ['pund'],
    oz: ['unse', 'unser'],
    st: ['stone', 'stones'],
  },
} as const satisfies Record<Locale, Readonly<Record<'ft' | 'in' | 'lb' | 'oz' | 'st', readonly string[]>>>;

/** Prime and double prime, and the apostrophes and quotes keyboards put in their place. */
const FOOT_MARKS = ["'", '′', '’'] as const;
const INCH_MARKS = ['"', '″', '”', "''", '′′'] as const;

/** A unit a word stands for. */
export interface UnitWord {
  readonly category: string;
  readonly unit: string;
}

const PART_CATEGORY = { ft: 'length', in: 'length', lb: 'weight', oz: 'weight', st: 'weight' } as const;

const tables = new Map<Locale, ReadonlyMap<string, readonly UnitWord[]>>();

function addWord(table: Map<string, UnitWord[]>, word: string, meaning: UnitWord): void {
  const key = word.toLowerCase();
  const list = table.get(key) ?? [];
  if (!list.some((entry) => entry.category === meaning.category && entry.unit === meaning.unit)) list.push(meaning);
  table.set(key, list);
}

function tableFor(locale: Locale): ReadonlyMap<string, readonly UnitWord[]> {
  let table = tables.get(locale);
  if (table === undefined) {
    const words = new Map<string, UnitWord[]>();
    for (const category of categories) {
      if (category.id === 'numeric' || category.id === 'currency') continue;
      const units: readonly { id: string; symbol: string; slug: string; compound?: unknown }[] = category.units;
      for (const unit of units) {
        if (unit.compound !== undefined) continue;
        addWord(words, unit.symbol, { category: category.id, unit: unit.id });
        addWord(words, unit.slug, { category: category.id, unit: unit.id });
      }
    }
    for (const [unit, list] of Object.entries(PART_WORDS.en))
      for (const word of list) addWord(words, word, { category: PART_CATEGORY[unit as keyof typeof PART_CATEGORY], unit });
    for (const [unit, list] of Object.entries(PART_WORDS[locale]))
      for (const word of list) addWord(words, word, { category: PART_CATEGORY[unit as keyof typeof PART_CATEGORY], unit });
    for (const mark of FOOT_MARKS) addWord(words, mark, { category: 'length', unit: 'ft' });
    for (const mark of INCH_MARKS) addWord(words, mark, { category: 'length', unit: 'in' });
    tables.set(locale, words);
    table = words;
  }
  return table;
}

/** The units a typed word can stand for in the locale (several when categories share a symbol). */
export function unitsForWord(word: string, locale: Locale): readonly UnitWord[] {
  const table = tableFor(locale);
  const key = word.toLowerCase();
  return table.get(key) ?? (key.endsWith('.') ? table.get(key.slice(0, -1)) : undefined) ?? [];
}
