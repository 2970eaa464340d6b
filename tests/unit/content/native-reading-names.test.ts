import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pairGuideWords, pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { pairGuideOf } from '@/lib/content/pair-guide';
import { allPairs, type Pair } from '@/lib/units';
import { readQuery } from '@/lib/quick';
import { currencyName } from '@/lib/units/currency-name';
import { messages, type Locale } from './helpers';

/** A unit's name in a locale, as the pickers and the generated pages take it. */
const unitName = (locale: Locale, path: string) =>
  (createTranslator({ locale, messages: messages[locale], namespace: 'UnitNames' as never }) as unknown as Translate)(path);

/** A generated pair page's title and sentences in a locale. */
function page(locale: Locale, id: string): string[] {
  const pair = allPairs().find((candidate) => candidate.id === id)!;
  const t = (namespace: string) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as never }) as unknown as Translate;
  const name = (unit: string) =>
    pair.category === 'currency' ? currencyName(locale, unit.toUpperCase()) : unitName(locale, `${pair.category}.${unit}`);
  const words = pairGuideWords(pair, pairGuideOf(pair, locale), pairNameValues(pair as Pair, name, locale), t('PairGuide'));
  return [words.title, words.description, ...words.direction, ...words.faq.flatMap((item) => [item.question, item.answer])];
}

describe('a native editor reading the unit names and numbers on the served pages', () => {
  it('finds the fourteen-day fortnight never called a Spanish quincena, which is fifteen days', () => {
    expect(unitName('es', 'time.fortnight')).toBe('Periodos de dos semanas');
    expect(page('es', 'time/fortnights-to-days').join(' ')).not.toMatch(/quincena/iu);
    expect(page('es', 'time/fortnights-to-days')).toContain('Para pasar de periodos de dos semanas a días, multiplica por exactamente 14.');
  });

  it('finds the parsec written with the accent the RAE and the Spanish facts give it', () => {
    expect(unitName('es', 'length.pc')).toBe('Pársecs');
    expect(page('es', 'length/parsecs-to-light-years')[0]).toBe('Pársecs a años luz (pc a ly)');
  });

  it('finds the hand and the rod named in German and Norwegian, not left in English', () => {
    expect([unitName('de', 'length.hand'), unitName('de', 'length.rod')]).toEqual(['Hand', 'Ruten']);
    expect([unitName('no', 'length.hand'), unitName('no', 'length.rod')]).toEqual(['Hånd', 'Stenger']);
    expect(page('de', 'length/rods-to-hands')[0]).toBe('Ruten in Hand (rd → hh)');
    expect(page('no', 'length/hands-to-cm')[0]).toBe('Hånd til centimeter (hh til cm)');
    for (const locale of ['de', 'no'] as const)
      expect(page(locale, 'length/hands-to-cm').slice(0, 3).join(' '), locale).not.toMatch(/(?:Hands|Rods?)/u);
  });

  it("finds Gunter's chain, the league and the thou named in German and Norwegian words, not left in English", () => {
    const names = (locale: Locale) => ['chain', 'league', 'thou'].map((unit) => unitName(locale, `length.${unit}`));
    expect(names('de')).toEqual(['Ketten', 'Leugen', 'Tausendstel Zoll']);
    expect(names('no')).toEqual(['Kjeder', 'League', 'Tusendels tommer']);
    expect(page('de', 'length/chains-to-meters')[0]).toBe('Ketten in Meter (ch → m)');
    expect(page('de', 'length/leagues-to-km')[0]).toBe('Leugen in Kilometer (lea → km)');
    expect(page('de', 'length/thou-to-mm')[0]).toBe('Tausendstel Zoll in Millimeter (thou → mm)');
    expect(page('no', 'length/chains-to-meters')[0]).toBe('Kjeder til meter (ch til m)');
    expect(page('no', 'length/leagues-to-km').slice(0, 3).join(' ')).not.toMatch(/Leagues|Chains?/iu);
  });

  it('finds Norwegian borrowing the dram, kip, nibble and twip without the English -s, as its facts write them', () => {
    const names = ['weight.dr', 'force.kip', 'data.nibble', 'typography.twip'].map((path) => unitName('no', path));
    expect(names).toEqual(['Dram', 'Kip', 'Nibble', 'Twip']);
    expect(page('no', 'typography/twips-to-points')[0]).toBe('Twip til typografiske punkter (twip til pt)');
    expect(readQuery('3 drams i gram', 'no')).toMatchObject({ ok: true, from: 'dr', to: 'g', value: 3 });
  });

  it('finds the quick box still reading the English words people typed for them before', () => {
    for (const [query, unit] of [
      ['3 Leagues in Kilometer', 'league'],
      ['2 Chains in Meter', 'chain'],
      ['50 Thou in mm', 'thou'],
      ['2 Ketten in Meter', 'chain'],
      ['1 Leuge in km', 'league'],
    ] as const)
      expect(readQuery(query, 'de'), query).toMatchObject({ ok: true, from: unit });
    for (const [query, unit] of [
      ['3 leagues i km', 'league'],
      ['2 chain i meter', 'chain'],
      ['10 kjeder i meter', 'chain'],
      ['1 kjede i meter', 'chain'],
    ] as const)
      expect(readQuery(query, 'no'), query).toMatchObject({ ok: true, from: unit });
  });

  it('finds a sentence ending on an abbreviated symbol closed by its own period, never two', () => {
    expect(page('es', 'volume/tablespoons-to-teaspoons')[1]).toMatch(/exactamente a 3\scdta\. Con la definición/u);
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const)
      expect(page(locale, 'time/nanoseconds-to-centuries').join(' '), locale).not.toMatch(/\p{L}\.\./u);
  });

  it('finds absolute zero written with the minus sign, never a hyphen, in every language', () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const) {
      const text = page(locale, 'temperature/kelvin-to-celsius').join(' ');
      expect(text, locale).toMatch(/\u2212273[.,]15\s°C/u);
      expect(text, locale).not.toMatch(/(?:^|[\s(=])-\d/u);
    }
  });

  it('finds the US dollar named one way in French, as CLDR names it: dollar des États-Unis', () => {
    expect(currencyName('fr', 'USD')).toBe('dollar des États-Unis');
    const written = [JSON.stringify(messages.fr), ...page('fr', 'currency/aed-to-sar'), ...page('fr', 'currency/usd-to-jpy')].join(' ');
    expect(written).not.toMatch(/dollars? américains?/iu);
    expect(messages.fr.PairContent.currency['usd-to-eur'].title).toBe('Dollars des États-Unis en euros (USD en EUR)');
    expect(page('fr', 'currency/aed-to-sar').join(' ')).toContain('arrimé au dollar des États-Unis');
  });

  it("finds an exact size in digits or a power of ten, never the converter's 1.000e6", () => {
    const spaced = (texts: readonly string[]) => texts.map((text) => text.replaceAll('\u00a0', ' '));
    expect(spaced(page('en', 'current/amperes-to-microamperes'))[1]).toMatch(/: 1 A is exactly 1,000,000 µA\./u);
    expect(spaced(page('en', 'data/bytes-to-gb-si'))[1]).toMatch(/: 1 B is exactly 1 × 10⁻⁹ GB\./u);
    expect(spaced(page('no', 'length/mm-to-km'))[1]).toMatch(/: 1 mm er nøyaktig 1 × 10⁻⁶ km\./u);
    expect(spaced(page('en', 'length/mm-to-light-years')).join(' ')).toContain('ly = mm ÷ 9.461 × 10¹⁸');
    expect(spaced(page('de', 'length/light-years-to-feet-and-inches'))[1]).toMatch(/: 1 ly ≈ 3,104 × 10¹⁶ ft\./u);
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const)
      expect(page(locale, 'data/bytes-to-gb-si').join(' '), locale).not.toMatch(/\d[e][-−]?\d/u);
  });

  it('finds a four-digit factor written whole in every language, as the description beside it writes 1024', () => {
    expect(page('en', 'energy/joules-to-kcal')).toContain(
      'To go from joules to kilocalories, divide by exactly 4184; in your head, dividing by 4000 gives an answer about 4% too high.',
    );
    expect(page('es', 'data/gb-to-mb').join(' ')).toMatch(/multiplica por exactamente 1024; de cabeza, multiplicar por 1000 da/u);
    expect(page('de', 'energy/joules-to-kcal').join(' ')).toMatch(/genau 4184\b/u);
    expect(page('de', 'data/gb-to-mb')[1]).toMatch(/: 1 GB \(binär\) entspricht genau 1024\u00a0MB \(binär\)\./u);
    expect(page('en', 'volume/quarts-to-cups')[1]).toMatch(/is exactly 4\u00a0cups \(US\)\./u);
  });

  it('finds Spanish and German saying a size once, as English does, when the method already gave it', () => {
    const lines = (locale: Locale) => page(locale, 'length/mm-to-rods').length;
    expect(lines('es')).toBe(lines('en'));
    expect(lines('de')).toBe(lines('en'));
    expect(page('es', 'length/mm-to-rods').join(' ')).not.toMatch(/Hacen falta aproximadamente/u);
  });
});
