import { describe, expect, it } from 'vitest';
import { inSentence } from '@/lib/format/in-sentence';

describe('a unit name inside a sentence', () => {
  it('loses the capital of a title in every language but German', () => {
    expect(inSentence('Tazas (EE. UU.)', 'es')).toBe('tazas (EE. UU.)');
    expect(inSentence('Cups (US)', 'en')).toBe('cups (US)');
    expect(inSentence('Britiske termiske enheter', 'no')).toBe('britiske termiske enheter');
    expect(inSentence('Tassen (US)', 'de')).toBe('Tassen (US)');
  });

  it('keeps symbols and proper names as they are', () => {
    expect(inSentence('BTU', 'fr')).toBe('BTU');
    expect(inSentence('Fahrenheit', 'en')).toBe('Fahrenheit');
    expect(inSentence('British thermal units', 'en')).toBe('British thermal units');
  });
});
