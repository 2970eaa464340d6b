/**
 * The second native review ("Natives' words, second round"): what its readers found, held so it
 * does not come back. Typography in lib/format/typography.ts, unit names in scripts/unit-names/.
 */
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { NBSP, NNBSP, fillTypeset, labelColon, typeset, typesetMessages, withUnit } from '@/lib/format/typography';
import { inSentence } from '@/lib/format/in-sentence';
import { displayLine } from '@/lib/recipe/display-line';
import { parseLine } from '@/lib/recipe/parse-line';
import { messages, type Locale } from '../../support/messages';

type Tree = { [key: string]: string | Tree };

/** Every message of a file as [key, text], without the namespaces other helpers own. */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? entries(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, string]],
  );
}
const all = (locale: Locale) => entries(messages[locale] as unknown as Tree);
const hits = (texts: [string, string][], pattern: RegExp) => texts.filter(([, text]) => pattern.test(text)).map(([key]) => key);
const without = (texts: [string, string][], ...namespaces: string[]) =>
  texts.filter(([key]) => !namespaces.some((namespace) => key.startsWith(`${namespace}.`)));

describe('French typography from one place', () => {
  it('puts a no-break space before a colon and a narrow one before ; ? ! % in a filled template', () => {
    expect(fillTypeset('Table de conversion : {from} en {to}', { from: 'pieds', to: 'mètres' }, 'fr')).toBe(
      `Table de conversion${NBSP}: pieds en mètres`,
    );
    expect(fillTypeset('Combien de {name}? Vraiment!', { name: 'pouces' }, 'fr')).toBe(`Combien de pouces${NNBSP}? Vraiment${NNBSP}!`);
    expect(fillTypeset('{share} % ; voir « {name} »', { share: 12, name: 'farine' }, 'fr')).toBe(
      `12${NNBSP}%${NNBSP}; voir «${NNBSP}farine${NNBSP}»`,
    );
  });

  it('keeps a number and its unit together in every language', () => {
    expect(fillTypeset('{value} {toSymbol}', { value: '23,658.8', toSymbol: 'ml' }, 'en')).toBe(`23,658.8${NBSP}ml`);
    expect(typeset('Em à 16 px', 'fr')).toBe(`Em à 16${NBSP}px`);
    expect(typeset('Square meters to square feet (m² to ft²)', 'en')).toBe('Square meters to square feet (m² to ft²)');
    expect(typeset('{count, plural, one {# tasse} other {# tasses}}', 'fr')).toBe(
      `{count, plural, one {#${NBSP}tasse} other {#${NBSP}tasses}}`,
    );
    expect(withUnit('100', 'km')).toBe(`100${NBSP}km`);
  });

  it('leaves English colons, addresses, times and ratios alone, and typesets only once', () => {
    expect(typeset('Note: see https://unitly.example/a?b=c at 10:30', 'en')).toBe('Note: see https://unitly.example/a?b=c at 10:30');
    expect(typeset('https://x.fr/a?b=1, 10:30, 1:2', 'fr')).toBe('https://x.fr/a?b=1, 10:30, 1:2');
    const once = typeset('Remarque : ex. : « 5 pieds » ?', 'fr');
    expect(typeset(once, 'fr')).toBe(once);
  });

  it('elides French "de" before a unit name that opens with a vowel, but not before a number word', () => {
    expect(typeset('Combien de onces pour un kilo', 'fr')).toBe('Combien d’onces pour un kilo');
    expect(typeset('Quelle plage de hectares', 'fr')).toBe('Quelle plage d’hectares');
    expect(typeset('Combien de pouces, de yards, de USD', 'fr')).toBe('Combien de pouces, de yards, de USD');
    expect(typeset('de un à douze, de onze, de huit', 'fr')).toBe('de un à douze, de onze, de huit');
    expect(typeset('a piece de onces', 'en')).toBe('a piece de onces');
  });

  it('writes the colon after a component’s label as the language does', () => {
    expect(labelColon('Remarque', 'fr')).toBe(`Remarque${NBSP}:`);
    expect(labelColon('Essayez', 'fr')).toBe(`Essayez${NBSP}:`);
    expect(labelColon('Note', 'en')).toBe('Note:');
    expect(labelColon('Hinweis', 'de')).toBe('Hinweis:');
  });

  it('typesets whole message trees, as the pages load them', () => {
    expect(typesetMessages({ A: { b: 'Essayez:', c: 'Vraiment ?' } }, 'fr')).toEqual({
      A: { b: `Essayez${NBSP}:`, c: `Vraiment${NNBSP}?` },
    });
  });

  it('keeps the arrays of messages precompiled by the build, typesetting their text', () => {
    const compiled = { A: { b: ['Essayez: ', ['query']], c: ['count', 2, { other: ['Vraiment ?'] }] } };
    expect(typesetMessages(compiled, 'fr')).toEqual({
      A: { b: [`Essayez${NBSP}: `, ['query']], c: ['count', 2, { other: [`Vraiment${NNBSP}?`] }] },
    });
  });
});

describe('titles in each language’s case', () => {
  const titles = (locale: Locale) => all(locale).filter(([key]) => /^PairContent\.[^.]+\.[^.]+\.title$/.test(key));
  /** Words that keep a capital inside a title: proper names, countries, symbols. */
  const PROPER = /^(Celsius|Fahrenheit|Kelvins?|Réaumur|Rankine|Mach|États-Unis|EE\.|UU\.|US|UK|EU|JP|ISO|CSS|BTU|PS|CV|Mondopoint)\b/u;

  it.each(['es', 'fr', 'no'] as const)('%s pair titles in sentence case ("Centímetros a pulgadas")', (locale) => {
    const capitalised = titles(locale).filter(([, title]) =>
      title
        .replace(/\(.*\)$/u, '')
        .split(/\s+/u)
        .slice(1)
        .some((word) => /^\p{Lu}\p{Ll}/u.test(word) && !PROPER.test(word)),
    );
    expect(capitalised).toEqual([]);
  });

  it('English pair titles spell US, and symbols without nested brackets', () => {
    for (const locale of ['en', 'es', 'de', 'fr', 'no'] as const) {
      expect(hits(titles(locale), /\buS\b|\([^()]*\([^()]*\)\)/u)).toEqual([]);
    }
  });

  it('French "Comment convertir" takes its article: des centimètres, du binaire', () => {
    const t = createTranslator({ locale: 'fr', messages: messages.fr, namespace: 'FormulaPanel' });
    expect(t('title', { grammar: 'linear', from: 'centimètres', to: 'pouces' })).toBe('Comment convertir des centimètres en pouces');
    expect(t('title', { grammar: 'numeric', from: 'binaire', to: 'hexadécimal' })).toBe('Comment convertir du binaire en hexadécimal');
  });

  it('an English temperature name inside a sentence: degrees Celsius, not Degrees Celsius', () => {
    expect(inSentence('Degrees Celsius', 'en', 'temperature')).toBe('degrees Celsius');
  });
});

describe('unit names as each language says them in prose', () => {
  const names = (locale: Locale) => all(locale).filter(([key]) => key.startsWith('UnitNames.'));
  /** English words the review found in German, Norwegian, Spanish and French names. */
  const ENGLISH =
    /Pound-force|Ounce|Horsepower|horsepower|Short Tons|Long Tons|Troy ounce|Miles per|Foot-Pound|Acre-Feet|Imp\.|Kvadratmile/u;

  it.each(['de', 'no', 'es', 'fr'] as const)('no English name left in %s', (locale) => {
    expect(hits(names(locale), ENGLISH)).toEqual([]);
  });

  it('Norwegian says engelske mil wherever it means the mile', () => {
    expect(hits(names('no'), /\bmiles?\b|\bmile\b/iu)).toEqual([]);
  });

  it('Spanish newtons metro, German Pfundkraft, Norwegian troyunser', () => {
    const name = (locale: Locale, key: string) => all(locale).find(([k]) => k === `UnitNames.${key}`)![1];
    expect(name('es', 'torque.nm')).toBe('Newtons metro');
    expect(name('de', 'force.lbf')).toBe('Pfundkraft');
    expect(name('de', 'weight.ton_us')).toBe('Amerikanische Tonnen');
    expect(name('de', 'volume.gal_uk')).toBe('Britische Gallonen');
    expect(name('no', 'weight.ozt')).toBe('Troyunser');
    expect(name('en', 'force.lbf')).toBe('Pounds-force');
  });
});

describe('one register per language', () => {
  it('Spanish says tú, never usted (Busque, pruebe, elija, verá)', () => {
    const texts = without(all('es'), 'PairGuide', 'QuickConvert', 'QuickAnswer');
    expect(hits(texts, /(?<![\p{L}])(usted|ustedes|Busque|busque|Pruebe|pruebe|Mida|mida|Elija|elija|verá|le quede)(?![\p{L}])/u)).toEqual(
      [],
    );
  });

  it('French says vous, never tu, ton, ta, tes, toi', () => {
    expect(hits(all('fr'), /(?<![\p{L}’'])(tu|ton|ta|tes|toi)(?![\p{L}])/u)).toEqual([]);
  });

  it('German says Sie, never "du "', () => {
    expect(hits(all('de'), /(?<![\p{L}])[Dd]u (?!\p{Lu})/u)).toEqual([]);
  });
});

describe('English in US spelling', () => {
  it('meter and liter, never metre or litre; color, aluminum, favorites', () => {
    expect(hits(all('en'), /metre|litre|colour|favourite(?!s\b.*Title)|travelled/iu)).toEqual([]);
  });
});

describe('amounts as people say them', () => {
  const label = (unit: string, form: 'one' | 'other') =>
    (({ cup: ['taza', 'tazas'], tsp: ['cdta.', 'cdtas.'] }) as Record<string, [string, string]>)[unit]?.[form === 'one' ? 0 : 1] ?? unit;
  const line = (text: string, locale: Locale) => displayLine(parseLine(text), { system: 'as-written', locale, unitLabel: label });

  it('1/4 de taza in Spanish, but 1/2 taza and 1/4 cdta.', () => {
    expect(line('1/4 taza de mantequilla', 'es')).toBe('1/4 de taza de mantequilla');
    expect(line('1/4 de taza de mantequilla', 'es')).toBe('1/4 de taza de mantequilla');
    expect(line('1/2 taza de leche', 'es')).toBe('1/2 taza de leche');
    expect(line('1/4 cucharadita de sal', 'es')).toBe('1/4 cdta. de sal');
  });
});
