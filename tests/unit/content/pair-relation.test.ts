import { describe, expect, it } from 'vitest';
import { relationOf } from '@/lib/content/pair-relation';
import { convert } from '@/lib/units/convert';
import { allPairs, type CategoryId } from '@/lib/units';
import { locales, render } from './helpers';

const relation = (category: CategoryId, from: string, to: string) => relationOf(category, from, to, [undefined, undefined], 'en');

describe('what the relation answer says each unit is', () => {
  it('says both in a third unit where each is a short exact decimal', () => {
    expect(relation('angle', 'grad', 'deg')?.values).toMatchObject({
      reason: 'reference',
      fromDefinition: '54\u00a0′',
      toOne: '1\u00a0°',
      toDefinition: '60\u00a0′',
    });
    expect(relation('flow', 'm3s', 'lh')?.values).toMatchObject({
      reason: 'reference',
      fromDefinition: '3600\u00a0m³/h',
      toDefinition: '0.001\u00a0m³/h',
    });
  });

  it('writes the one without a finite decimal as a small fraction of the base unit where no third unit serves', () => {
    expect(relation('speed', 'mph', 'kmh')?.values).toMatchObject({
      reason: 'both',
      fromDefinition: '0.44704\u00a0m/s',
      toDefinition: '5/18\u00a0m/s',
    });
    expect(relation('speed', 'ms', 'kmh')?.values).toMatchObject({ reason: 'base', defined: '1\u00a0km/h', definition: '5/18\u00a0m/s' });
  });

  it('says what each unit is in one unit where their fraction is too long to read', () => {
    expect(relation('volume', 'qt_us', 'acre_ft')).toMatchObject({
      id: 'long',
      values: { fromDefinition: '57.75\u00a0in³', toOne: '1\u00a0ac·ft', toDefinition: '75,271,680\u00a0in³' },
    });
  });

  it('gives definitions whose ratio is the engine’s factor', () => {
    const amount = (text: string) => {
      const [num, den] = text.split('\u00a0')[0]!.replaceAll(',', '').split('/');
      return Number(num) / Number(den ?? 1);
    };
    for (const pair of allPairs()) {
      const relation = relationOf(pair.category, pair.from, pair.to, [undefined, undefined], 'en');
      const values = relation?.values;
      if (values === undefined || (relation?.id !== 'long' && values.reason !== 'reference' && values.reason !== 'both')) continue;
      const factor = (convert as (c: CategoryId, f: string, t: string, v: number) => number)(pair.category, pair.from, pair.to, 1);
      // Relative: factors run from 1e-15 to 1e15.
      expect(amount(values.fromDefinition!) / amount(values.toDefinition!) / factor, pair.id).toBeCloseTo(1, 9);
    }
  });

  it.each(locales)('is a whole sentence in %s', (locale) => {
    const values = relationOf('flow', 'm3s', 'lh', [undefined, undefined], locale)!.values;
    expect(render(locale, 'PairGuide', 'faq.exact.answer', values)).toMatch(/^\p{Lu}.*\.$/u);
  });
});
