/**
 * Writes the UnitNames namespace of messages/{en,es,de,fr,no}.json: every unit's name in the five
 * languages, from Unicode CLDR (cldr-units-full, the plural form of its long unit pattern) where CLDR
 * names the unit in that language (./unit-names/cldr-keys.ts), by hand where it does not
 * (./unit-names/hand-names.ts), and the few deliberate exceptions of ./unit-names/overrides.ts. Only
 * the names land in the message files, so the pages ship a category's few names and never CLDR itself.
 *
 * Also writes CLDR's forms of the units it names (./unit-names/cldr-forms.json, dev-only: the test of
 * the agreement reads it) and prints how many of our names agree with CLDR's, per language, into
 * the console and docs/UNITS.md (scripts/units-doc.ts).
 *
 * Also writes lib/quick/lexicon/units/<locale>.ts, the words the quick-convert box reads for every
 * unit beside the hand-written lexicon (lib/quick/lexicon/<locale>.ts, read first): the site's name,
 * CLDR's singular and plural, the symbols (the catalogue's in English, the language's own in it) and
 * the spellings of ./unit-names/hand-words.ts, and the names the site used before (./unit-names/former-names.ts).
 *
 *   npm run units:names
 *
 * Runs offline: it reads CLDR's entries for our units from ./unit-names/cldr-units.json, a snapshot
 * of the package's main/<locale>/units.json cut down to the units we name. `npm run units:names --
 * --refresh` fetches the package with `npm pack` (the registry npm is configured for) into a
 * temporary folder and rewrites the snapshot first. Fails on a unit with no name.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import { locales, type Locale } from '@/i18n/locales';
import { categories } from '@/lib/units/catalogue';
import { labelSymbol } from '@/lib/units/label-symbol';
import { unitSymbol } from '@/lib/units/symbols';
import { UNITS_DOC_FILE, unitsDoc } from './units-doc';
import { AGREEMENT_FLOOR, agreementOf, type CldrForms } from './unit-names/agreement';
import { CLDR_KEYS } from './unit-names/cldr-keys';
import { FORMER_NAMES } from './unit-names/former-names';
import { HAND_NAMES } from './unit-names/hand-names';
import { HAND_WORDS } from './unit-names/hand-words';
import { OVERRIDES } from './unit-names/overrides';

const CLDR_PACKAGE = 'cldr-units-full@48.2.0';
/** CLDR's locale for each of ours: Norwegian is bokmål. */
const CLDR_LOCALE = { en: 'en', es: 'es', de: 'de', fr: 'fr', no: 'nb' } as const satisfies Record<Locale, string>;
const MESSAGES = fileURLToPath(new URL('../messages/', import.meta.url));
const LEXICON = fileURLToPath(new URL('../lib/quick/lexicon/units/', import.meta.url));
export const CLDR_FORMS_FILE = fileURLToPath(new URL('./unit-names/cldr-forms.json', import.meta.url));
/** The long and short entries of the CLDR units we name, per locale: what the script reads offline. */
const CLDR_SNAPSHOT_FILE = fileURLToPath(new URL('./unit-names/cldr-units.json', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const unitsFile = z.object({
  main: z.record(
    z.string(),
    z.object({ units: z.object({ long: z.record(z.string(), z.unknown()), short: z.record(z.string(), z.unknown()) }) }),
  ),
});
const unitEntry = z.object({
  displayName: z.string(),
  'unitPattern-count-one': z.string().optional(),
  'unitPattern-count-other': z.string().optional(),
});

type CldrUnits = { readonly long: Readonly<Record<string, unknown>>; readonly short: Readonly<Record<string, unknown>> };

function run(command: string, args: readonly string[], cwd?: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 });
}

function fetchCldr(): Record<Locale, CldrUnits> {
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
      return file.main[tag]!.units;
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

const snapshotFile = z.object({
  source: z.literal(CLDR_PACKAGE),
  units: z.record(z.string(), z.object({ long: z.record(z.string(), z.unknown()), short: z.record(z.string(), z.unknown()) })),
});

/** The entries of the units we name (./unit-names/cldr-keys.ts), from the package, into the snapshot. */
function writeSnapshot(): void {
  const full = fetchCldr();
  const keys = [...new Set(Object.values(CLDR_KEYS))].sort();
  const pick = (entries: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(keys.flatMap((key) => (entries[key] === undefined ? [] : [[key, entries[key]]])));
  const units = Object.fromEntries(locales.map((locale) => [locale, { long: pick(full[locale].long), short: pick(full[locale].short) }]));
  writeFileSync(CLDR_SNAPSHOT_FILE, `${JSON.stringify({ source: CLDR_PACKAGE, units }, null, 2)}\n`);
}

/** CLDR's entries for our units, from the snapshot (no network). */
function readCldr(): Record<Locale, CldrUnits> {
  const { units } = snapshotFile.parse(JSON.parse(readFileSync(CLDR_SNAPSHOT_FILE, 'utf8')));
  for (const locale of locales)
    if (units[locale] === undefined) throw new Error(`${CLDR_SNAPSHOT_FILE} has no ${locale}: run with --refresh`);
  return units as Record<Locale, CldrUnits>;
}

/**
 * CLDR's entry for the unit when CLDR names it in this language. A locale that has no data of its
 * own for a unit inherits the root's, whose long form is its short one ("{0} rod" in Spanish):
 * that is a symbol, no name, and the unit is then named by hand.
 */
function namedEntry(cldr: Record<Locale, CldrUnits>, locale: Locale, key: string): z.infer<typeof unitEntry> | undefined {
  const cldrKey = CLDR_KEYS[key];
  const long = cldrKey === undefined ? undefined : cldr[locale].long[cldrKey];
  if (long === undefined || isDeepStrictEqual(long, cldr[locale].short[cldrKey!])) return undefined;
  return unitEntry.parse(long);
}

function nameOf(cldr: Record<Locale, CldrUnits>, locale: Locale, key: string): string {
  const override = OVERRIDES[key]?.names[locale];
  if (override !== undefined) return override;
  const entry = namedEntry(cldr, locale, key);
  if (entry !== undefined) return nameFromPattern(entry['unitPattern-count-other'] ?? entry.displayName);
  const hand = HAND_NAMES[key];
  if (hand === undefined) throw new Error(`No name for ${key} in ${locale}: add it to scripts/unit-names/hand-names.ts`);
  return hand[locales.indexOf(locale)]!;
}

/** CLDR's display name, singular and plural of every unit it names in the language, without the number. */
function formsOf(cldr: Record<Locale, CldrUnits>, locale: Locale): CldrForms {
  const forms: Record<string, string[]> = {};
  for (const key of Object.keys(CLDR_KEYS)) {
    const entry = namedEntry(cldr, locale, key);
    if (entry === undefined) continue;
    const words = [entry.displayName, entry['unitPattern-count-one'], entry['unitPattern-count-other']].flatMap((form) =>
      form === undefined ? [] : [form.replace('{0}', '').replace(/\s+/g, ' ').trim()],
    );
    forms[key] = [...new Set(words)];
  }
  return forms;
}

/** CLDR's singular and plural of the unit in the language ("furlong", "furlongs"), as typed. */
function cldrWords(cldr: Record<Locale, CldrUnits>, locale: Locale, key: string): string[] {
  const cldrKey = CLDR_KEYS[key];
  if (cldrKey === undefined) return [];
  const entry = unitEntry.parse(cldr[locale].long[cldrKey]);
  return [entry['unitPattern-count-one'], entry['unitPattern-count-other']].flatMap((pattern) =>
    pattern === undefined || !pattern.includes('{0}') ? [] : [pattern.replace('{0}', '').replace(/\s+/g, ' ').trim()],
  );
}

type Words = Map<string, string[]>;
/** A language's UnitNames: category → unit → name. */
type Names = Record<string, Record<string, string>>;

function addWord(words: Words, ref: string, word: string): void {
  const alias = word.trim().toLowerCase();
  // The lexicon's own syntax: "|" separates aliases, brackets mark optional endings.
  if (alias === '' || /[|()]/.test(alias)) return;
  const refs = words.get(alias) ?? [];
  if (!refs.includes(ref)) refs.push(ref);
  words.set(alias, refs);
}

/** Alias → the units it names, main reading first, for one language. */
function wordsOf(cldr: Record<Locale, CldrUnits>, locale: Locale, names: Names): Words {
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
      for (const word of FORMER_NAMES[locale][ref] ?? []) addWord(words, ref, word);
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

/** What the script writes (path → text), with the names and CLDR's forms it wrote them from. */
interface Output {
  readonly files: Map<string, string>;
  readonly names: Record<Locale, Names>;
  readonly forms: Record<Locale, CldrForms>;
}

/** Everything the script writes, from the snapshot: tests/unit/units/unit-names-output.test.ts compares it. */
export function unitNamesOutput(): Output {
  const cldr = readCldr();
  const files = new Map<string, string>();
  const forms = Object.fromEntries(locales.map((locale) => [locale, formsOf(cldr, locale)])) as Record<Locale, CldrForms>;
  files.set(CLDR_FORMS_FILE, `${JSON.stringify({ source: CLDR_PACKAGE, forms }, null, 2)}\n`);
  const allNames = {} as Record<Locale, Names>;
  for (const locale of locales) {
    const path = join(MESSAGES, `${locale}.json`);
    const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    const names: Names = {};
    for (const category of categories) {
      if (category.kind === 'currency') continue;
      const units: readonly { id: string }[] = category.units;
      names[category.id] = Object.fromEntries(units.map((unit) => [unit.id, nameOf(cldr, locale, `${category.id}/${unit.id}`)]));
    }
    messages.UnitNames = names;
    allNames[locale] = names;
    files.set(path, `${JSON.stringify(messages, null, 2)}\n`);
    files.set(join(LEXICON, `${locale}.ts`), lexiconModule(locale, wordsOf(cldr, locale, names)));
  }
  return { files, names: allNames, forms };
}

function main(): void {
  if (process.argv.includes('--refresh')) writeSnapshot();
  const { files, names, forms } = unitNamesOutput();
  for (const [path, text] of files) writeFileSync(path, text);
  for (const locale of locales) {
    const { agree, total, share } = agreementOf(names[locale], forms[locale]);
    const verdict = share >= AGREEMENT_FLOOR ? 'ok' : `below ${AGREEMENT_FLOOR * 100} %`;
    console.log(`${locale}: ${agree} of the ${total} units CLDR names agree with it (${(share * 100).toFixed(1)} %, ${verdict})`);
  }
  writeFileSync(UNITS_DOC_FILE, unitsDoc());
  console.log(`Wrote UnitNames, the quick box's unit words, ${CLDR_FORMS_FILE} and docs/UNITS.md from ${CLDR_PACKAGE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
