import { describe, expect, it } from 'vitest';
import { inSentence, sentenceNames } from '@/lib/format/in-sentence';

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

  it('lowers an adjective that opens a German name, never a German noun', () => {
    expect(inSentence('Britische Ringgrößen', 'de')).toBe('britische Ringgrößen');
    expect(inSentence('Europäische Ringgrößen', 'de')).toBe('europäische Ringgrößen');
    expect(inSentence('Metrische Tassen', 'de')).toBe('metrische Tassen');
    expect(inSentence('Millimeter Quecksilbersäule', 'de')).toBe('Millimeter Quecksilbersäule');
    expect(inSentence('US-Ringgrößen', 'de')).toBe('US-Ringgrößen');
  });

  it('keeps currency names as CLDR writes them, given the category', () => {
    expect(inSentence('Euro', 'es', 'currency')).toBe('Euro');
    expect(inSentence('Kelvin', 'fr', 'temperature')).toBe('kelvin');
  });

  it('lowers "degrees" in an English temperature name and keeps the scale’s capital', () => {
    expect(inSentence('Degrees Celsius', 'en', 'temperature')).toBe('degrees Celsius');
    expect(inSentence('Degrees Rankine', 'en', 'temperature')).toBe('degrees Rankine');
    expect(inSentence('Kelvins', 'en', 'temperature')).toBe('kelvins');
    expect(inSentence('Scandinavian miles', 'en', 'length')).toBe('Scandinavian miles');
  });

  it('gives a pair’s names for its messages: the first capitalised to open one, both as inside a sentence', () => {
    expect(sentenceNames('Britische Ringgrößen', 'US-Ringgrößen', 'ring-size', 'de')).toEqual({
      fromStart: 'Britische Ringgrößen',
      fromName: 'britische Ringgrößen',
      toName: 'US-Ringgrößen',
    });
    expect(sentenceNames('centímetros', 'Pulgadas', 'length', 'es')).toEqual({
      fromStart: 'Centímetros',
      fromName: 'centímetros',
      toName: 'pulgadas',
    });
  });
});
