import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/locales';
import { categories } from '@/lib/units';
import { readQuery, type QuickReading } from '@/lib/quick';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import de from '@/messages/de.json';
import fr from '@/messages/fr.json';
import no from '@/messages/no.json';

const MESSAGES = { en, es, de, fr, no } as const;
/** Units whose site name is shared by another unit, so the query alone cannot pick it. */
const SHARED_NAMES = new Set([
  'no:angle/grad',
  // Typography counts in inches and millimetres too: the words read as lengths, as people mean them.
  ...['en', 'es', 'de', 'fr', 'no'].flatMap((language) => ['in', 'mm', 'cm'].map((unit) => `${language}:typography/${unit}`)),
  // "Calories" on food are kilocalories; the small calorie is read from "cal" only in its own category.
  ...['en', 'es', 'de', 'fr', 'no'].map((language) => `${language}:energy/cal`),
  // Outside English a cook's spoon is the metric one: the US spoons' names read as it first, the US spoon beside it.
  ...['es', 'de', 'fr', 'no'].flatMap((language) => ['tsp', 'tbsp'].map((unit) => `${language}:volume/${unit}`)),
  // Norwegian "ar" (are) folds to "år" (year), which people type far more often.
  'no:area/a',
  // Plain "kilobytes"… are SI's (CLDR's) names, but the spelled-out words are read the way operating
  // systems count, with the SI reading beside them (lib/units/ambiguity.ts); the symbols kB, MB, GB are SI's.
  ...['en', 'es', 'de', 'fr', 'no'].flatMap((language) =>
    ['kb_si', 'mb_si', 'gb_si', 'tb_si', 'pb_si'].map((unit) => `${language}:data/${unit}`),
  ),
]);

/**
 * Symbols that another unit's symbol or word already claims once case and accents are folded: the
 * quick box reads the likelier one ("3 F" is Fahrenheit, not faradays; "kN" is knots' "kn") and the
 * converter, which knows its category, reads them all.
 */
const SHARED_SYMBOLS = new Set([
  // The ring chart shares UK, EU and JP with the shoe chart (a bare size is a shoe's) and mm with length.
  'ring-size/uk',
  'ring-size/iso',
  'ring-size/jp',
  'ring-size/diameter',
  'weight/gr',
  'volume/cm3',
  'volume/cup_metric',
  'volume/tsp_metric',
  'volume/tbsp_metric',
  'area/a',
  'speed/c',
  'time/ps',
  'time/decade',
  'time/century',
  'energy/cal',
  'power/hp_mech',
  'force/kn',
  'angle/arcmin',
  'angle/arcsec',
  'angle/turn',
  'angle/mil_nato',
  // An English "mil" is a thousandth of an inch; the Scandinavian mil is its other reading.
  'length/mil_scandinavian',
  'data/pb_si',
  // The binary KB folds to SI's kB, which reads first like MB, GB and TB; the binary size is its other reading.
  'data/kb',
  'frequency/per_min',
  'frequency/per_hour',
  'current/a',
  'current/ma',
  'voltage/megavolt',
  'resistance/megohm',
  'charge/c',
  'charge/faraday',
  'typography/pt',
  'typography/pica',
  'typography/in',
  'typography/mm',
  'typography/cm',
  // Currency codes that are also words for units: "cup" (Cuban peso) and "kgs" (Kyrgyz som).
  'currency/cup',
  'currency/kgs',
]);

describe('the site’s own unit names are understood in their language', () => {
  for (const language of locales as readonly Locale[]) {
    it(`${language}: every UnitNames entry, as written on the site, reads as that unit`, () => {
      const names = MESSAGES[language].UnitNames as Record<string, Record<string, string>>;
      const misread: string[] = [];
      for (const category of categories) {
        if (category.id === 'currency') continue;
        for (const unit of category.units) {
          const name = names[category.id]?.[unit.id];
          if (name === undefined || SHARED_NAMES.has(`${language}:${category.id}/${unit.id}`)) continue;
          const amount = category.id === 'numeric' ? '0' : '2';
          const reading = readQuery(`${amount} ${name}`, language);
          const ok = reading.ok && reading.category === category.id && reading.from === unit.id;
          if (!ok) misread.push(`${name} → ${JSON.stringify(reading.ok ? [reading.category, reading.from] : reading.error)}`);
        }
      }
      expect(misread).toEqual([]);
    });
  }
  it('every unit symbol reads as its unit in English', () => {
    const misread: string[] = [];
    for (const category of categories) {
      for (const unit of category.units) {
        if (category.id === 'numeric' || SHARED_SYMBOLS.has(`${category.id}/${unit.id}`)) continue;
        const reading = readQuery(`3 ${unit.symbol}`, 'en') as QuickReading;
        if (!reading.ok || reading.from !== unit.id || reading.category !== category.id) misread.push(unit.symbol);
      }
    }
    expect(misread).toEqual([]);
  });
});
