import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { startValueOf } from '@/lib/converter';
import { converterView } from '@/lib/converter/result';
import { pairs } from '@/lib/units';

describe('a pair page that starts from its own value', () => {
  const started = pairs.filter((pair) => startValueOf(pair.id) !== undefined);

  it('is one of the compound pages, both ways', () => {
    expect(started.map((pair) => pair.slug).sort()).toEqual([
      'cm-to-feet-and-inches',
      'feet-and-inches-to-cm',
      'kg-to-pounds-and-ounces',
      'kg-to-stone-and-pounds',
      'pounds-and-ounces-to-kg',
      'stone-and-pounds-to-kg',
    ]);
  });

  it.each(started.flatMap((pair) => locales.map((locale) => [pair.slug, locale, pair] as const)))(
    '%s in %s answers at once',
    (_, locale, pair) => {
      const view = converterView({ category: pair.category, from: pair.from, to: pair.to, input: startValueOf(pair.id)!, locale });
      expect(view.state).toBe('result');
    },
  );

  it('shows a height or a weight, not a sliver: 170 cm is 5 ft 6.93 in', () => {
    const view = converterView({
      category: 'length',
      from: 'cm',
      to: 'ft_in',
      input: startValueOf('length/cm-to-feet-and-inches')!,
      locale: 'en',
    });
    expect(view.state === 'result' && view.line).toBe('170 cm ≈ 5 ft 6.93 in');
  });
});
