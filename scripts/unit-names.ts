/**
 * Writes the UnitNames namespace of messages/{en,es,de,fr,no}.json: every unit's name in the five
 * languages, from Unicode CLDR (cldr-units-full, the plural form of its long unit pattern) where CLDR
 * names the unit (./unit-names/cldr-keys.ts), by hand where it does not or where our name must say
 * more (./unit-names/hand-names.ts). Only the names land in the message files, so the pages ship a
 * category's few names and never CLDR itself.
 *
 * Also writes lib/quick/lexicon/units/<locale>.ts, the words the quick-convert box reads for every
 * unit beside the hand-written lexicon (lib/quick/lexicon/<locale>.ts, read first): the site's name,
 * CLDR's singular and plural, the symbols (the catalogue's in English, the language's own in it) and
 * the spellings of ./unit-names/hand-words.ts.
 *
 *   npm run units:names
 *
 * The package is fetched with `npm pack` (the registry npm is configured for) into a temporary
 * folder and only main/<locale>/units.json is read from it. Fails on a unit with no name.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import { categories } from '@/lib/units/catalogue';
import { labelSymbol } from '@/lib/units/label-symbol';
import { unitSymbol } from '@/lib/units/symbols';
import { CLDR_KEYS } from './unit-names/cldr-keys';
import { HAND_NAMES } from './unit-names/hand-names';
import { HAND_WORDS } from './unit-names/hand-words';

const CLDR_PACKAGE = 'cldr-units-full@48.2.0';
/** CLDR's locale for each of ours: Norwegian is bokmål. */
const CLDR_LOCALE = { en: 'en', es: 'es', de: 'de', fr: 'fr', no: 'nb' } as const satisfies Record<Locale, string>;
const MESSAGES = fileURLToPath(new URL('../messages/', import.meta.url));
const LEXICON = fileURLToPath(new URL('../lib/quick/lexicon/units/', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const unitsFile = z.object({
  main: z.record(z.string(), z.object({ units: z.object({ long: z.record(z.string(), z.unknown()) }) })),
});
const unitEntry = z.object({
  displayName: z.string(),
  'unitPattern-count-one': z.string().optional(),
  'unitPattern-count-other': z.string().optional(),
});

type CldrUnits = Readonly<Record<string, unknown>>;

function run(command: string, args: readonly string[], cwd?: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
}

function readCldr(): Record<Locale, CldrUnits> {
  const workDir = mkdtempSync(join(tmpdir(), 'unitly-cldr-'));
  try {
    const packed = z
      .array(z.object({ filename: z.string().min(1) }))
      .length(1)
      .parse(JSON.parse(run(npm, ['pack', CLDR_PACKAGE, '--json', '--pack-destination', workDir], workDir)));
    const tarball = join(workDir, packed[0]!.filename);
    const read = (locale: Locale): CldrUnits => {
      const tag = CLDR_LOCALE[locale];
      const file = unitsFile.parse(JSON.parse(run('tar', ['-xzOf', tarball, `package/main/${tag}/units.json`])));
      return file.main[tag]!.units.long;
    };
    return Object.fromEntries(locales.map((locale) => [locale, read(locale)])) as Record<Locale, CldrUnits>;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** "{0} furlongs" → "Furlongs": our names are the plural, capitalised as a list item. */
export function nameFromPattern(pattern: string): string {
  const name = pattern.replace('{0}', '').replace(/\s+/g, ' ').trim();
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}

function nameOf(cldr: Record<Locale, CldrUnits>, locale: Locale, key: string): string {
  const hand = HAND_NAMES[key];
  if (hand !== undefined) return hand[locales.indexOf(locale)]!;
  const cldrKey = CLDR_KEYS[key];
  if (cldrKey === undefined) throw new Error(`No name for ${key}: add it to scripts/unit-names/hand-names.ts`);
  const entry = unitEntry.parse(cldr[locale][cldrKey]);
  return nameFromPattern(entry['unitPattern-count-other'] ?? entry.displayName);
}

/** CLDR's singular and plural of the unit in the language ("furlong", "furlongs"), as typed. */
function cldrWords(cldr: Record<Locale, CldrUnits>, locale: Locale, key: string): string[] {
  const cldrKey = CLDR_KEYS[key];
  if (cldrKey === undefined) return [];
  const entry = unitEntry.parse(cldr[locale][cldrKey]);
  return [entry['unitPattern-count-one'], entry['unitPattern-count-other']].flatMap((pattern) =>
    pattern === undefined || !pattern.includes('{0}') ? [] : [pattern.replace('{0}', '').replace(/\s+/g, ' ').trim()],
  );
}

type Words = Map<string, string[]>;

function addWord(words: Words, ref: string, word: string): void {
  const alias = word.trim().toLowerCase();
  // The lexicon's own syntax: "|" separates aliases, brackets mark optional endings.
  if (alias === '' || /[|()]/.test(alias)) return;
  const refs = words.get(alias) ?? [];
  if (!refs.includes(ref)) refs.push(ref);
  words.set(alias, refs);
}

/** Alias → the units it names, main reading first, for one language. */
function wordsOf(cldr: Record<Locale, CldrUnits>, locale: Locale, names: Record<string, Record<string, string>>): Words {
  const words: Words = new Map();
  for (const category of categories) {
    if (category.kind === 'currency' || category.kind === 'numeric') continue;
    const units: readonly { id: string; symbol: string; compound?: unknown }[] = category.units;
    for (const unit of units) {
      if (unit.compound !== undefined) continue;
      const ref = `${category.id}/${unit.id}`;
      addWord(words, ref, names[category.id]![unit.id]!);
      for (const word of cldrWords(cldr, locale, ref)) addWord(words, ref, word);
      // "gal (US)": the bare "gal" names both gallons, and the qualifier picks one (lib/quick/read-query.ts).
      if (locale === 'en') addWord(words, ref, labelSymbol(unit.symbol));
      const local = unitSymbol(category.id, unit.id, locale);
      if (local !== unit.symbol) addWord(words, ref, labelSymbol(local));
      for (const word of HAND_WORDS[locale][ref] ?? []) addWord(words, ref, word);
    }
  }
  return words;
}

function lexiconModule(locale: Locale, words: Words): string {
  const lines = [...words].map(([alias, refs]) => `  [${JSON.stringify(refs.join(' '))}, ${JSON.stringify(alias)}],`);
  return `/**
 * GENERATED by scripts/unit-names.ts (npm run units:names): do not edit. Every unit's words in this
 * language (its name on the site, CLDR's singular and plural, its symbols), read after the
 * hand-written lexicon (../${locale}.ts), whose readings come first.
 */
import type { LexiconEntries } from '../types';

export const ${locale}Units = [
${lines.join('\n')}
] as const satisfies LexiconEntries;
`;
}

function main(): void {
  const cldr = readCldr();
  for (const locale of locales) {
    const path = join(MESSAGES, `${locale}.json`);
    const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const names: Record<string, Record<string, string>> = {};
    for (const category of categories) {
      if (category.kind === 'currency') continue;
      const units: readonly { id: string }[] = category.units;
      names[category.id] = Object.fromEntries(units.map((unit) => [unit.id, nameOf(cldr, locale, `${category.id}/${unit.id}`)]));
    }
    messages.UnitNames = names;
    writeFileSync(path, `${JSON.stringify(messages, null, 2)}\n`);
    writeFileSync(join(LEXICON, `${locale}.ts`), lexiconModule(locale, wordsOf(cldr, locale, names)));
  }
  console.log(`Wrote UnitNames and the quick box's unit words of ${locales.join(', ')} from ${CLDR_PACKAGE} and the hand-written names`);
}

main();
