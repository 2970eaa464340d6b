import { describe, expect, it } from 'vitest';
import { metricSteps } from '@/lib/content/pair-metric';
import { relationOf } from '@/lib/content/pair-relation';
import { allPairs, type CategoryId } from '@/lib/units';
import { locales, messageAt, render } from './helpers';

const steps = (category: CategoryId, from: string, to: string) => metricSteps(category, from, to, 'en');

describe('why two metric units are a power of ten apart', () => {
  it('names both prefixes of two units on the same unit in one sentence', () => {
    expect(steps('frequency', 'khz', 'ghz')).toEqual([
      {
        key: 'prefixes',
        values: {
          fromPrefix: 'kilo',
          fromOne: '1\u00a0kHz',
          fromValue: '1000\u00a0Hz',
          toPrefix: 'giga',
          toOne: '1\u00a0GHz',
          toValue: '1,000,000,000\u00a0Hz',
          power: '1',
        },
      },
    ]);
  });

  it('says a cubic unit takes its prefix three times, and what the liter is defined as', () => {
    expect(steps('volume', 'cm3', 'l')).toEqual([
      { key: 'prefix', values: { prefix: 'centi', one: '1\u00a0cm³', value: '0.000001\u00a0m³', power: '3' } },
      { key: 'defined', values: { one: '1\u00a0L', value: '0.001\u00a0m³' } },
    ]);
  });

  it('goes from the hectare through the are to the square meter', () => {
    expect(steps('area', 'ha', 'km2')?.map((step) => step.key)).toEqual(['prefix', 'defined', 'prefix']);
  });

  it('reads a prefix only where the catalogue factor agrees with it', () => {
    // "mil" starts like milli- but is the Scandinavian mile, ten kilometers.
    expect(steps('length', 'mil_scandinavian', 'km')).toEqual([{ key: 'defined', values: { one: '1\u00a0mil', value: '10\u00a0km' } }]);
    // Two prefixes at once ("g/cm³" against "kg/m³") are not read: no step is claimed for them.
    expect(steps('density', 'gcm3', 'kgm3')).toBeUndefined();
  });

  it('reads a prefix on a part of a compound symbol', () => {
    expect(steps('torque', 'ncm', 'nm')).toEqual([
      { key: 'prefix', values: { prefix: 'centi', one: '1\u00a0N·cm', value: '0.01\u00a0N·m', power: '1' } },
    ]);
  });

  it.each(locales)('is said in whole sentences in %s for every metric pair that has steps', (locale) => {
    for (const pair of allPairs()) {
      const relation = relationOf(pair.category, pair.from, pair.to, [undefined, undefined], locale);
      for (const step of relation?.steps ?? []) {
        const prefixes: Record<string, string> = Object.fromEntries(
          ['prefix', 'fromPrefix', 'toPrefix']
            .filter((key) => step.values[key] !== undefined)
            .flatMap((key) => [
              [key, messageAt(locale, 'PairGuide', `prefix.${step.values[key]}.name`) ?? ''],
              [`${key}Meaning`, messageAt(locale, 'PairGuide', `prefix.${step.values[key]}.meaning`) ?? ''],
            ]),
        );
        expect(Object.values(prefixes)).not.toContain('');
        expect(render(locale, 'PairGuide', `metric.${step.key}`, { ...step.values, ...prefixes })).toMatch(/\.$/);
      }
    }
  });
});
