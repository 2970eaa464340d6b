import { describe, expect, it } from 'vitest';
import { workedExample } from '@/lib/converter/panels';
import { convertInput } from '@/lib/units/convert-input';
import { formatField } from '@/lib/format/number';
import { formatPlain, formatResult } from '@/lib/format/result';

const locales = ['en', 'es', 'de', 'fr', 'no'] as const;

describe('a negative number in a worked example, read as text beside the prose', () => {
  it('is written with the minus sign, never the hyphen, in every language', () => {
    for (const locale of locales) {
      const line = workedExample('temperature', 'f', 'c', locale)?.line;
      expect(line, locale).toMatch(/^25 °F = \u22123[.,]888889 °C$/u);
      expect(workedExample('temperature', 'k', 'f', locale)?.line, locale).toMatch(/= \u2212414[.,]67 °F$/u);
    }
  });

  it('keeps the minus sign in an exponent the converter writes, as Norwegian already does', () => {
    expect(workedExample('length', 'mm', 'km', 'en')?.line).toBe('10 mm = 1.000e\u22125 km');
    expect(workedExample('length', 'mm', 'km', 'no')?.line).toBe('10 mm = 1,000e\u22125 km');
    expect(workedExample('length', 'mm', 'km', 'de')?.line).not.toContain('-');
  });
});

describe('a negative number people type or programs read', () => {
  it('keeps the hyphen in the result the converter shows by default, and in the API and files', () => {
    expect(formatResult(-40, 'en')).toBe('-40');
    expect(formatResult(-40, 'en', 'sign')).toBe('\u221240');
    expect(formatPlain(-3.8888888)).toBe('-3.888889');
  });

  it('keeps the hyphen in an input field, even in Norwegian, whose Intl writes U+2212', () => {
    expect(formatField(-40, 'no', 2)).toBe('-40');
    expect(formatField(-1.5, 'de', 2)).toBe('-1,5');
  });

  it('is still read from a typed "-40" in every language', () => {
    for (const locale of locales) {
      const outcome = convertInput({ category: 'temperature', from: 'c', to: 'f', input: '-40', locale });
      expect(outcome, locale).toMatchObject({ ok: true, value: -40 });
    }
  });
});
