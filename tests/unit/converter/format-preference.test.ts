import { describe, expect, it } from 'vitest';
import { choiceKey, parseStoredFormat, storedFormatText } from '@/lib/converter/format-preference';
import { precisionChoices } from '@/lib/converter/precision-choices';

describe('the remembered result format', () => {
  it('round-trips every choice the card offers', () => {
    for (const kind of ['decimal', 'fraction'] as const) {
      for (const choice of precisionChoices(kind)) {
        expect(storedFormatText(parseStoredFormat(choiceKey(choice)))).toBe(choiceKey(choice));
      }
    }
  });

  it('offers decimals 0-10, significant figures 1-15 and denominators 1/2 to 1/64', () => {
    expect(precisionChoices('decimal').map(choiceKey)).toEqual([
      'auto',
      ...Array.from({ length: 11 }, (_, i) => `d${i}`),
      ...Array.from({ length: 15 }, (_, i) => `s${i + 1}`),
    ]);
    expect(precisionChoices('fraction').map(choiceKey)).toEqual(['f2', 'f4', 'f8', 'f16', 'f32', 'f64']);
  });

  it('falls back to the automatic decimal for anything else in storage', () => {
    for (const text of [null, '', 'd11', 's0', 's16', 'f3', 'f128', '{"kind":"fraction"}', 'd-1']) {
      expect(parseStoredFormat(text)).toEqual({ kind: 'decimal' });
    }
  });
});
