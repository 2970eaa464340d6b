import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { quickConvert, readQuery } from '@/lib/quick';

/** Size queries as people type them in each language, and the reading each must give. */
const QUERIES: readonly (readonly [Locale, string, { category: string; from: string; to: string; value: number }])[] = [
  ['en', 'size 42 shoe in us', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['en', 'eu 42 to us', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['en', '42 eu to us', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['en', 'us w 8 to eu', { category: 'shoe-size', from: 'us_women', to: 'eu', value: 8 }],
  ['en', 'size 7½ us to uk', { category: 'shoe-size', from: 'us_men', to: 'uk', value: 7.5 }],
  ['en', 'ring size 7 in uk', { category: 'ring-size', from: 'us', to: 'uk', value: 7 }],
  ['en', 'ring size N½ in us', { category: 'ring-size', from: 'uk', to: 'us', value: 14.5 }],
  ['en', 'ring size Z+1 in us', { category: 'ring-size', from: 'uk', to: 'us', value: 27 }],
  ['de', 'Ringgröße Z+1 in US', { category: 'ring-size', from: 'uk', to: 'us', value: 27 }],
  ['no', 'skostørrelse 42 i us', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['no', 'ringstørrelse 54 i us', { category: 'ring-size', from: 'iso', to: 'us', value: 54 }],
  ['de', 'Schuhgröße 42 in US', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['de', 'Ringgröße 7 in EU', { category: 'ring-size', from: 'us', to: 'iso', value: 7 }],
  ['fr', 'pointure 42 en US', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['fr', 'taille de bague 54 en US', { category: 'ring-size', from: 'iso', to: 'us', value: 54 }],
  ['es', 'talla 42 en US', { category: 'shoe-size', from: 'eu', to: 'us_men', value: 42 }],
  ['es', 'talla de anillo 7 en EU', { category: 'ring-size', from: 'us', to: 'iso', value: 7 }],
];

describe('size queries in the quick box', () => {
  it.each(QUERIES)('read in %s: "%s"', (language, query, expected) => {
    expect(readQuery(query, language)).toMatchObject({ ok: true, targetGiven: true, ...expected });
  });

  it('answer with the size as its chart writes it', () => {
    const ring = quickConvert('ring size 7 in uk', 'en');
    expect(ring).toMatchObject({ ok: true, answers: [{ kind: 'main', result: 14.5, formatted: 'N½' }] });
    expect(quickConvert('ring size Z+1 in us', 'en')).toMatchObject({ ok: true, answers: [{ kind: 'main', result: 13, formatted: '13' }] });
    expect(quickConvert('ring size 13 in uk', 'en')).toMatchObject({ ok: true, answers: [{ kind: 'main', formatted: 'Z+1' }] });
    const shoe = quickConvert('Schuhgröße 42 in US', 'de');
    expect(shoe).toMatchObject({ ok: true, answers: [{ kind: 'main', result: 9, formatted: '9' }] });
  });

  it('say which two rows a size between rows lies between, and nothing on a row', () => {
    expect(quickConvert('eu 42.2 to us w', 'en')).toMatchObject({
      ok: true,
      answers: [{ kind: 'main', formatted: '10½', between: { lower: 42, upper: 42.5 } }],
    });
    const onRow = quickConvert('eu 42 to us w', 'en');
    expect(onRow.ok && onRow.answers[0]).not.toHaveProperty('between');
    const length = quickConvert('5 ft to cm', 'en');
    expect(length.ok && length.answers[0]).not.toHaveProperty('between');
  });

  it('suggest the usual counterpart when no system is asked for', () => {
    expect(readQuery('ring size 7', 'en')).toMatchObject({ ok: true, category: 'ring-size', from: 'us', to: 'iso', targetGiven: false });
  });

  it('leave other queries to the general reader', () => {
    expect(readQuery('5 us gallons to liters', 'en')).toMatchObject({ ok: true, category: 'volume', from: 'gal_us' });
    expect(readQuery('10 mm to in', 'en')).toMatchObject({ ok: true, category: 'length', from: 'mm' });
  });

  it('report a size off the chart as a value that cannot be converted, never a crash', () => {
    expect(quickConvert('shoe size 90 eu to us', 'en')).toMatchObject({ ok: false, error: 'INVALID_VALUE' });
  });
});
