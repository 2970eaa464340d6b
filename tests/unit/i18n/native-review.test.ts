import { describe, expect, it } from 'vitest';
import { LOCAL_SYMBOLS, getUnit, isCategoryId } from '@/lib/units';
import { messages, type Locale } from '../../support/messages';

type Tree = { [key: string]: string | Tree };

/** Every message of a file as [key, text]. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, string]],
  );
}

const all = (locale: Locale) => entries(messages[locale] as unknown as Tree);

/** The texts about one category: its page, its content, its pair pages, and how the formula panel explains it. */
function categoryTexts(locale: Locale, category: string): [string, string][] {
  const prefixes = [
    `Category.meta.${category}.`,
    `CategoryContent.${category}.`,
    `PairContent.${category}.`,
    `FormulaPanel.kinds.${category}`,
  ];
  return all(locale).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The symbol as a token of its own: not part of a longer word or of a compound symbol. */
const token = (symbol: string) => new RegExp(`(?<![\\p{L}\\p{N}/])${escape(symbol)}(?![\\p{L}\\p{N}/])`, 'u');

const hits = (texts: [string, string][], pattern: RegExp) => texts.filter(([, text]) => pattern.test(text)).map(([key]) => key);

/** Texts that name the English unit on purpose, to tell it apart from the local one. */
const NAMES_THE_ENGLISH_UNIT = new Set(['CategoryContent.power.faq.metricHorsepower.answer']);

describe('a native reader finds', () => {
  it('the local unit symbol in every text about its category, never the English one', () => {
    const table = LOCAL_SYMBOLS as unknown as Record<Locale, Record<string, Record<string, string>>>;
    for (const [locale, categories] of Object.entries(table) as [Locale, Record<string, Record<string, string>>][]) {
      for (const [category, units] of Object.entries(categories)) {
        if (!isCategoryId(category)) throw new Error(category);
        const texts = categoryTexts(locale, category).filter(([key]) => !NAMES_THE_ENGLISH_UNIT.has(key));
        for (const unit of Object.keys(units)) {
          const english = getUnit(category, unit)!.symbol;
          expect(hits(texts, token(english)), `${locale}: ${english} in ${category} texts`).toEqual([]);
        }
      }
    }
  });

  it('German pair titles about horsepower in PS, never hp', () => {
    const titles = all('de').filter(([key]) => key.startsWith('PairContent.power.') && key.endsWith('.title'));
    expect(titles.filter(([key]) => key.includes('hp')).map(([, text]) => text)).toEqual([
      'PS in Kilowatt (PS → kW)',
      'Kilowatt in PS (kW → PS)',
    ]);
    expect(hits(titles, token('hp'))).toEqual([]);
  });

  it('PS neuter in German: ein PS, das metrische PS', () => {
    expect(hits(all('de'), /\b(eine|die|der|einer) (metrische |mechanische )?PS\b/)).toEqual([]);
  });

  it('fuel economy as consumption, not range (Reichweite, rekkevidde, autonomie)', () => {
    expect(hits(categoryTexts('de', 'fuel'), /Reichweite/i)).toEqual([]);
    expect(hits(categoryTexts('no', 'fuel'), /rekkevidde/i)).toEqual([]);
    expect(hits(categoryTexts('fr', 'fuel'), /autonomie/i)).toEqual([]);
  });

  it('the German daily value as Tageswert, without the English DV', () => {
    expect(hits(all('de'), token('DV'))).toEqual([]);
  });

  it('one German word for the "to" unit picker', () => {
    const pickers = ['Converter.to', 'Widget.to', 'BulkConvert.to', 'ApiSandbox.to'].map((key) => all('de').find(([k]) => k === key)![1]);
    expect(new Set(pickers).size).toBe(1);
  });

  it('no English left in Norwegian speed and fuel texts or unit names', () => {
    const texts = [
      ...categoryTexts('no', 'speed'),
      ...categoryTexts('no', 'fuel'),
      ...all('no').filter(([key]) => key.startsWith('UnitNames.')),
    ];
    expect(hits(texts, /miles per hour|\bmiles per gallon\b|\bcups\b/i)).toEqual([]);
  });

  it('one Norwegian name for the recipe tool, and Kostfiber', () => {
    expect(hits(all('no'), /oppskriftsomregner|oppskriftsskalerer/i)).toEqual([]);
    expect(hits(all('no'), /Kilogram til pund-kalkulator/)).toEqual([]);
    expect(
      all('no')
        .filter(([key]) => /\.fiber$/.test(key))
        .map(([, text]) => text),
    ).toEqual(['Kostfiber', 'Kostfiber']);
  });

  it('currency as divisas in Spanish wherever the category is meant', () => {
    expect(hits(all('es'), /\bmonedas?\b/i)).toEqual([]);
  });

  it('French nouns after a computed number chosen by ICU plural rules, never written in after it', () => {
    const content = all('fr').filter(([key]) => /^(CategoryContent|PairContent|KgToPounds\.faq)\./.test(key));
    const noun =
      /\{\w+\}[\s\u00a0]+(heures?|minutes?|secondes?|jours?|semaines?|octets?|bits?|litres?|gallons?|tasses?|cuillères?|onces?|livres?|kilogrammes?|grammes?|pieds?|pouces?|miles?|mètres?|centimètres?|acres?|hectares?|joules?|watts?|newtons?|bars?|radians?|grades?|nœuds?|stones?)(?![\p{L}])/u;
    expect(hits(content, noun)).toEqual([]);
  });

  it('French data sizes in Ko, Mo, Go, To and nutrition facts as Valeurs nutritionnelles', () => {
    expect(hits(all('fr'), /(?<![\p{L}])[KMGT]i?B(?![\p{L}])/u)).toEqual([]);
    expect(all('fr').filter(([, text]) => /valeurs nutritionnelles/i.test(text)).length).toBeGreaterThan(0);
    expect(hits(all('fr'), /informations nutritionnelles|apports? nutritionnels?/i)).toEqual([]);
  });
});

/** Markup and addresses are not prose: "<code>a:b</code>", "https://…". */
const prose = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/https?:\/\/\S+/g, ' ');

/** A plain or missing space where French typography puts a no-break one: before : ; ? ! », after «. */
const FRENCH_SPACING = /[^\u00a0\u202f]([:;?!»])(?=\s|$)|[^\u00a0\u202f\s]»|«[^\u00a0\u202f]/u;

/** The German reader addressed as "du" in any form, as whole words. */
const GERMAN_DU = /(?<![\p{L}\p{N}])(?:[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein(?:e[mnrs]?)?|[Ee]uch|[Ee]uer|[Ee]ure[mnrs]?)(?![\p{L}\p{N}])/u;

describe('French and German texts written the house way', () => {
  it('spots a plain space in French typography and "du" in German, and leaves alone what only looks like them', () => {
    expect(FRENCH_SPACING.test('Autre sens : {line}')).toBe(true);
    expect(FRENCH_SPACING.test('Vraiment ?')).toBe(true);
    expect(FRENCH_SPACING.test('comme « 5 ft »')).toBe(true);
    expect(FRENCH_SPACING.test('Autre sens\u00a0: {line}, vraiment\u202f? «\u00a05 ft\u00a0»')).toBe(false);
    expect(GERMAN_DU.test('Seiten, die du geöffnet hast')).toBe(true);
    expect(GERMAN_DU.test('Bitte prüfe deine Eingabe')).toBe(true);
    expect(GERMAN_DU.test('Dirham in Dubai, C-Dur, Durchmesser, Duplikat')).toBe(false);
  });

  it('no-break spaces before French : ; ? ! » and after «', () => {
    expect(
      all('fr')
        .filter(([, text]) => FRENCH_SPACING.test(prose(text)))
        .map(([key]) => key),
    ).toEqual([]);
  });

  it('German texts that say "Sie", never "du"', () => {
    expect(hits(all('de'), GERMAN_DU)).toEqual([]);
  });

  it('Norwegian "regne om" and "omregning", never "konvertere"', () => {
    expect(hits(all('no'), /konverter/i)).toEqual([]);
  });
});
