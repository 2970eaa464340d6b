import type { Locale } from '@/i18n/locales';
import { getCategory } from '@/lib/units/catalogue';
import { readLetterSize } from '@/lib/units/size-notation';
import { lexiconFor } from './lexicon';
import { tokenize, type Token } from './tokens';
import type { QuickReading } from './types';
import { SIZE_CHART_WORDS, SIZE_DEFAULT_TARGET, SIZE_FILLERS, SIZE_SOURCE_ORDER, SIZE_SYSTEM_WORDS, SIZE_WORDS } from './size-words';

type Chart = keyof typeof SIZE_CHART_WORDS;

const CHART_OF = new Map<string, Chart>(
  (Object.entries(SIZE_CHART_WORDS) as [Chart, readonly string[]][]).flatMap(([chart, words]) =>
    words.map((word) => [word, chart] as const),
  ),
);
const SIZE_WORD_SET: ReadonlySet<string> = new Set(SIZE_WORDS);
const FILLER_SET: ReadonlySet<string> = new Set(SIZE_FILLERS);

/** What a size query says, before its chart is known: the value and the system words on each side of the connector. */
interface SizeParts {
  chart: Chart | undefined;
  sized: boolean;
  value: number | undefined;
  source: string[];
  target: string[];
  connected: boolean;
}

function numberOf(tokens: readonly Token[], at: number): { value: number; used: number } | undefined {
  const token = tokens[at]!;
  if (token.kind !== 'number') return undefined;
  const whole = Number(token.text.replace(',', '.'));
  const next = tokens[at + 1];
  // "7 1/2" (and "7½", which folding spells so): a half size.
  if (next?.kind === 'fraction' && next.text === '1/2') return { value: whole + 0.5, used: 2 };
  return Number.isFinite(whole) ? { value: whole, used: 1 } : undefined;
}

/** Splits the tokens into a size query's parts; undefined as soon as one is no part of one. */
function partsOf(tokens: readonly Token[], language: Locale): SizeParts | undefined {
  const connectors = lexiconFor(language).connectors;
  const parts: SizeParts = { chart: undefined, sized: false, value: undefined, source: [], target: [], connected: false };
  for (let at = 0; at < tokens.length;) {
    const text = tokens[at]!.text;
    const beyondZ = /^\+([1-9]\d?)$/.exec(text);
    if (tokens[at]!.kind === 'number' && beyondZ !== null && !parts.connected && parts.source.at(-1) === 'z') {
      // A British ring size past Z, "Z+1" (and "Z+1 1/2"): one word, like the letters before it.
      const half = tokens[at + 1]?.kind === 'fraction' && tokens[at + 1]!.text === '1/2';
      parts.source.push(`${parts.source.pop()!}+${beyondZ[1]}${half ? '½' : ''}`);
      at += half ? 2 : 1;
      continue;
    }
    const read = numberOf(tokens, at);
    if (read !== undefined && parts.value === undefined && !parts.connected) {
      parts.value = read.value;
      at += read.used;
      continue;
    }
    const chart = CHART_OF.get(text);
    if (chart !== undefined && (parts.chart === undefined || parts.chart === chart)) parts.chart = chart;
    else if (SIZE_WORD_SET.has(text)) parts.sized = true;
    else if (!parts.connected && connectors.has(text) && (parts.value !== undefined || parts.source.length > 0)) parts.connected = true;
    else if (FILLER_SET.has(text)) {
      // Joins the words around it; says nothing.
    } else if (tokens[at]!.kind === 'word') (parts.connected ? parts.target : parts.source).push(text);
    else if (text === '1/2' && !parts.connected && parts.source.length > 0) {
      // A half letter, "N 1/2" (and "N½", which folding spells so).
      parts.source.push(`${parts.source.pop()!}½`);
    } else return undefined;
    at += 1;
  }
  return parts;
}

/** The unit a list of words names in a chart (one system of a word or two), or undefined. */
function systemOf(chart: Chart, words: readonly string[]): string | null | undefined {
  if (words.length === 0) return null;
  const table: Readonly<Record<string, string>> = SIZE_SYSTEM_WORDS[chart];
  return table[words.join(' ')];
}

function inColumn(chart: Chart, unit: string, value: number): boolean {
  const found = getCategory(chart);
  if (found.kind !== 'table') return false;
  const column = found.units.findIndex((candidate) => candidate.id === unit);
  const [first, last] = [found.rows[0]![column]!, found.rows[found.rows.length - 1]![column]!];
  return value >= first && value <= last;
}

/**
 * Reads a size query ("size 42 shoe in us", "eu 42 to us", "ring size 7 in uk", "talla 42 en US"):
 * a value, the systems it is in and wanted in, and words that say which chart (shoes unless a
 * ring is named). Undefined for a query that is not one, so the general reader takes it.
 */
/** A British ring size typed as the last word before the target ("N", "N½", "Z+1"), taken off the words. */
function takeLetters(parts: SizeParts): string | undefined {
  const last = parts.source[parts.source.length - 1];
  if (parts.value !== undefined || last === undefined || !/^(?:[a-z]|z\+[1-9]\d?)½?$/.test(last)) return undefined;
  parts.source.pop();
  return last;
}

export function readSizeQuery(text: string, language: Locale): QuickReading | undefined {
  const parts = partsOf(tokenize(text), language);
  if (parts === undefined) return undefined;
  const letters = takeLetters(parts);
  if (parts.value === undefined && letters === undefined) return undefined;
  // Without a word about sizes, only system words on both sides make a size query ("eu 42 to us").
  if (parts.chart === undefined && !parts.sized && (parts.source.length === 0 || parts.target.length === 0)) return undefined;
  const chart: Chart = parts.chart ?? 'shoe-size';
  const named = systemOf(chart, parts.source);
  const wanted = systemOf(chart, parts.target);
  if (named === undefined || wanted === undefined) return undefined;
  if (letters !== undefined && (chart !== 'ring-size' || (named !== null && named !== 'uk'))) return undefined;
  const value = letters !== undefined ? readLetterSize(letters) : parts.value;
  if (value === undefined) return undefined;
  const order: readonly string[] = SIZE_SOURCE_ORDER[chart];
  const from =
    letters !== undefined
      ? 'uk'
      : (named ?? order.find((unit) => unit !== wanted && inColumn(chart, unit, value)) ?? order.find((unit) => unit !== wanted)!);
  const defaults: Readonly<Record<string, string>> = SIZE_DEFAULT_TARGET[chart];
  const to = wanted ?? defaults[from]!;
  if (from === to) return undefined;
  return { ok: true, category: chart, from, to, value, targetGiven: wanted !== null };
}
