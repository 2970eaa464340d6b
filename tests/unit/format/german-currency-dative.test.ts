import { describe, expect, it } from 'vitest';
import { currencyPlural } from '@/lib/format/currency-plural';

describe('a German currency named after "in" (dative plural)', () => {
  it.each([
    ['sek', 'schwedischen Kronen'],
    ['twd', 'Neuen Taiwan-Dollar'],
    ['ils', 'israelischen Neuen Schekel'],
    ['lyd', 'libyschen Dinar'],
    ['pgk', 'papua-neuguineischen Kina'],
    ['sle', 'sierra-leonischen Leones'],
    ['bam', 'Konvertiblen Mark Bosnien und Herzegowina'],
    ['chf', 'Schweizer Franken'],
    ['usd', 'US-Dollar'],
  ])('%s reads "in %s"', (code, expected) => {
    expect(currencyPlural(code, 'de')).toBe(expected);
  });
});
