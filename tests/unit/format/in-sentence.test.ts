import { frenchSingular, frenchWithArticle } from '@/lib/format/french-singular';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { inSentence } from '@/lib/format/in-sentence';
import { germanDative, sentenceNames } from '@/lib/format/sentence-names';
import { CLDR_KEYS } from '@/scripts/unit-names/cldr-keys';
import { messages } from '../../support/messages';

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
      fromDative: 'britischen Ringgrößen',
      toDative: 'US-Ringgrößen',
      fromOne: 'britische Ringgrößen',
      toOne: 'US-Ringgrößen',
      fromArticle: 'britische Ringgrößen',
      toArticle: 'US-Ringgrößen',
    });
    expect(sentenceNames('centímetros', 'Pulgadas', 'length', 'es')).toEqual({
      fromStart: 'Centímetros',
      fromName: 'centímetros',
      toName: 'pulgadas',
      fromDative: 'centímetros',
      toDative: 'pulgadas',
      fromOne: 'centímetros',
      toOne: 'pulgadas',
      fromArticle: 'centímetros',
      toArticle: 'pulgadas',
    });
  });

  it('gives French the singular a number below two takes: 1,9 kilomètre par heure', () => {
    expect(sentenceNames('Torrs', 'Kilomètres par heure', 'speed', 'fr')).toMatchObject({ fromOne: 'torr', toOne: 'kilomètre par heure' });
  });
});

describe('a French unit name after "entre"', () => {
  it('takes its definite article: les centimètres, le décimal, la vitesse de la lumière, l’accélération g', () => {
    expect(['centimètres', 'décimal', 'vitesse de la lumière', 'accélération g', 'Mondopoint', 'octal'].map(frenchWithArticle)).toEqual([
      'les centimètres',
      'le décimal',
      'la vitesse de la lumière',
      'l’accélération g',
      'le Mondopoint',
      'l’octal',
    ]);
  });
});

describe('a French unit name after a number below two', () => {
  it('agrees in its head and closing adjective, not in what a preposition brings', () => {
    expect(frenchSingular('gallons impériaux')).toBe('gallon impérial');
    expect(frenchSingular('chevaux-vapeur britanniques')).toBe('cheval-vapeur britannique');
    expect(frenchSingular('livres-force par pouce carré')).toBe('livre-force par pouce carré');
    expect(frenchSingular('cuillères à café métriques')).toBe('cuillère à café métrique');
    expect(frenchSingular('kilooctets de 1024 octets')).toBe('kilooctet de 1024 octets');
    expect(frenchSingular('boisseaux')).toBe('boisseau');
    expect(frenchSingular('degrés Celsius')).toBe('degré Celsius');
    expect(['mois', 'lux', 'hertz'].map(frenchSingular)).toEqual(['mois', 'lux', 'hertz']);
  });
});

describe('a German unit name after "in"', () => {
  it('takes the dative: in Zentimetern, in DTP-Punkten, in britischen Gallonen, in Metern pro Sekunde', () => {
    expect(germanDative('Zentimeter')).toBe('Zentimetern');
    expect(germanDative('DTP-Punkte')).toBe('DTP-Punkten');
    expect(germanDative('Britische Gallonen')).toBe('Britischen Gallonen');
    expect(germanDative('Meter pro Sekunde')).toBe('Metern pro Sekunde');
    expect(sentenceNames('Zoll', 'Europäische Ringgrößen', 'ring-size', 'de').toDative).toBe('europäischen Ringgrößen');
  });

  it('leaves alone what has no dative -n: Zoll, Joule, Byte, Stone, a currency, a rate without its noun', () => {
    for (const name of ['Zoll', 'Joule', 'Kilobyte', 'Stone', 'Unzen', 'Pro Minute']) expect(germanDative(name)).toBe(name);
    expect(germanDative('Britisches Pfund', 'currency')).toBe('Britisches Pfund');
  });

  it('leaves a fraction before the unit it divides as it is: zwischen Tausendstel Zoll und Millimetern', () => {
    expect(germanDative('Tausendstel Zoll')).toBe('Tausendstel Zoll');
    expect(germanDative('Viertelmillimeter')).toBe('Viertelmillimetern');
  });

  it('agrees with CLDR’s German dative for every unit CLDR names as we do', () => {
    const snapshot = JSON.parse(readFileSync(new URL('../../../scripts/unit-names/cldr-units.json', import.meta.url), 'utf8')) as {
      units: { de: { long: Record<string, Record<string, string>> } };
    };
    const bare = (pattern: string) => pattern.replace('{0}', '').trim().toLowerCase();
    // CLDR keeps the nominative after "in" for these; German writes both.
    const either = new Set(['area/ac', 'pressure/mmhg']);
    const names = messages.de.UnitNames as Record<string, Record<string, string>>;
    let compared = 0;
    for (const [key, cldrKey] of Object.entries(CLDR_KEYS)) {
      const [category = '', unit = ''] = key.split('/');
      const entry = snapshot.units.de.long[cldrKey];
      const name = names[category]?.[unit];
      if (entry?.['dative-count-other'] === undefined || name === undefined || either.has(key)) continue;
      if (bare(entry['unitPattern-count-other']!) !== name.toLowerCase()) continue;
      compared++;
      expect(germanDative(name).toLowerCase(), key).toBe(bare(entry['dative-count-other']));
    }
    expect(compared).toBeGreaterThan(100);
  });
});
