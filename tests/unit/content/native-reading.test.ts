import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { pairNameValues, type Translate } from '@/components/pairs/pair-words';
import { proseDecimals } from '@/lib/content/numbers';
import { allPairs, type Pair } from '@/lib/units';
import { messages, pairPageWords, type Locale } from './helpers';

const page = pairPageWords;

describe('a strict native editor reading the generated pages', () => {
  it('finds a rounded figure after ≈ in a description, and every digit only where exact', () => {
    expect(page('en', 'pressure/torr-to-psi').description).toMatch(/1 Torr ≈ 0\.01934\spsi\./u);
    expect(page('fr', 'pressure/torr-to-psi').description).toMatch(/1 Torr ≈ 0,01934\spsi\./u);
    expect(page('en', 'length/miles-to-mm').description).toMatch(/1 mi is exactly 1,609,344\smm\./u);
    expect(page('de', 'length/inches-to-miles').description).toMatch(/1 in ≈ 0,00001578\smi\./u);
  });

  it('finds French counting a number below two in the singular, every language in the plural', () => {
    // No page says such a size today (the method sentence gives the number), so the message itself is read.
    const pair = allPairs().find((candidate) => candidate.id === 'speed/knots-to-kmh')!;
    const size = (locale: Locale) => {
      const units = createTranslator({ locale, messages: messages[locale], namespace: 'UnitNames' as never }) as unknown as Translate;
      const guide = createTranslator({ locale, messages: messages[locale], namespace: 'PairGuide' as never }) as unknown as Translate;
      const names = pairNameValues(pair as Pair, (unit) => units(`speed.${unit}`), locale);
      const count = locale === 'en' ? '1.9' : '1,9';
      return guide('direction.size', {
        ...names,
        form: 'holds',
        qualifier: 'roughly',
        count,
        countPlural: '1.9',
        one: '1 kn',
        oneTo: '1 km/h',
      });
    };
    expect(size('fr')).toBe('1 kn vaut à peu près 1,9 kilomètre par heure.');
    expect(size('en')).toMatch(/roughly 1\.9 kilometers per hour\.$/u);
    expect(size('es')).toMatch(/1,9 kilómetros por hora\.$/u);
  });

  it("finds a size past a trillion written with a power of ten, not a programmer's exponent", () => {
    const spaced = (texts: readonly string[]) => texts.map((text) => text.replaceAll('\u00a0', ' '));
    expect(spaced(page('en', 'length/mm-to-astronomical-units').direction)).toEqual([
      'To go from millimeters to astronomical units, divide by about 1.496 × 10¹⁴.',
      'It takes roughly 1.5 × 10¹⁴ millimeters to make 1 au.',
    ]);
    expect(spaced(page('fr', 'length/mm-to-astronomical-units').direction).at(-1)).toBe(
      'Il faut à peu près 1,5 × 10¹⁴ millimètres pour faire 1 au.',
    );
    expect(spaced(page('fr', 'length/nanometers-to-astronomical-units').direction).at(-1)).toMatch(/10²⁰ nanomètres pour/u);
  });

  it('finds a figure in prose to four significant digits, and every digit only where it is exact', () => {
    expect(proseDecimals(2.20462262185, 4)).toBe(3);
    expect(proseDecimals(0.45359237, 8)).toBe(8);
    expect(proseDecimals(30, 0)).toBe(0);
    expect(proseDecimals(10.7639104, 4)).toBe(2);
    expect(proseDecimals(23658.82365, 1)).toBe(0);
  });

  it('finds a size the method has given exactly not said again', () => {
    expect(page('en', 'volume/metric-tablespoons-to-cl').direction).toEqual([
      'To go from metric tablespoons to centiliters, multiply by exactly 1.5.',
    ]);
  });

  it('finds the rod and the phot named in Spanish, pértigas and fots, as their facts name them', () => {
    expect(page('es', 'length/rods-to-hands').title).toBe('Pértigas a manos (rd a hh)');
    expect(page('es', 'illuminance/phots-to-lux').faq.map((item) => item.question)).toContain('¿Qué diferencia hay entre fots y luxes?');
    expect(page('es', 'illuminance/phots-to-lux').description).not.toMatch(/\bfotos\b/u);
  });

  it('finds kilocalories and kilojoules each with a use of its own, not one fact said twice', () => {
    for (const [locale, labels] of [
      ['en', /food labels/gu],
      ['es', /etiquetas de alimentos/gu],
      ['de', /Lebensmitteletikett/gu],
      ['fr', /étiquettes alimentaires/gu],
      ['no', /matetikett/gu],
    ] as const) {
      const answer = page(locale, 'energy/kcal-to-kj').faq.at(-1)!.answer;
      expect(answer.match(labels) ?? [], locale).toHaveLength(1);
    }
  });

  it('finds the metric spoons and cup said as their source says: measures used in Norway, not Norwegian recipes', () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const) {
      for (const id of ['volume/metric-cups-to-ml', 'volume/metric-teaspoons-to-ml', 'volume/metric-tablespoons-to-ml']) {
        const answer = page(locale, id).faq.at(-1)!.answer;
        expect(answer, `${locale} ${id}`).toMatch(/Norway|Noruega|Norwegen|norwegischen|Norvège|norvégiennes|Norge/u);
        expect(answer, `${locale} ${id}`).not.toMatch(
          /recipes|recetas|Rezept|recettes|oppskrift|nutrition labels|etiquetas estadounidenses/u,
        );
      }
    }
  });

  it('finds no brackets inside a title’s brackets: a qualifier rides with its symbol', () => {
    expect(page('es', 'volume/metric-cups-to-cups').title).toBe('Tazas métricas a tazas (taza métrica a taza EE. UU.)');
    expect(page('en', 'volume/metric-cups-to-ml').title).toBe('Metric cups to milliliters (cup metric to mL)');
  });

  it('finds French asking the difference between units with their articles', () => {
    const asked = (id: string) => page('fr', id).faq.map((item) => item.question);
    expect(asked('length/cm-to-inches')).toContain('Quelle est la différence entre les centimètres et les pouces\u202f?');
    expect(asked('numeric/decimal-to-binary')).toContain('Quelle est la différence entre le décimal et le binaire\u202f?');
  });

  it('finds Spanish counting newtons metro as it counts kilovatios hora, the first word in the plural', () => {
    const answer = page('es', 'torque/kilonewton-meters-to-pound-feet').faq.at(-1)!.answer;
    expect(answer).toMatch(/newtons? metro/u);
    expect(answer).not.toMatch(/newton metros/u);
  });
});
