import type { Locale } from '@/i18n/locales';
import { AMOUNT_WORDS, type AmountWords } from './lexicon/amount-words';
import { readNumber } from '@/lib/units';
import { toNumber } from '@/lib/units/rational';
import type { Lexicon } from './lexicon';
import { readBareUnit } from './read-unit';
import { keyOf, tokenize, type Token } from './tokens';

/** Longest amount phrase, in tokens ("three quarters of an"). */
const LONGEST = 5;
/** How far back from "and a half" its number may stand: "2 big cups and a half". */
const HALF_REACH = 4;
const HALF: Token = { kind: 'fraction', text: '1/2' };

interface Table {
  readonly numbers: ReadonlyMap<string, number>;
  readonly phrases: ReadonlyMap<string, readonly Token[]>;
  readonly halfAfter: ReadonlySet<string>;
  readonly ones: ReadonlySet<string>;
  readonly multipliers: ReadonlyMap<string, number>;
  /** Every word an amount in words can start with (or, for halves after the unit, contain): a query with none is left as it is. */
  readonly starts: ReadonlySet<string>;
}

const key = (text: string) => {
  const tokens = tokenize(text);
  return keyOf(tokens, 0, tokens.length);
};

function tableOf(words: AmountWords): Table {
  const phrases = new Map<string, readonly Token[]>();
  for (const [phrase, amount] of Object.entries(words.phrases)) phrases.set(key(phrase), tokenize(amount));
  const counted: [string, number][] = [...Object.entries(words.numbers), ...words.ones.map((one) => [one, 1] as [string, number])];
  for (const template of words.halves) {
    for (const [word, value] of counted) phrases.set(key(template.replace('{n}', word)), tokenize(`${value} 1/2`));
  }
  return {
    numbers: new Map(Object.entries(words.numbers)),
    phrases,
    halfAfter: new Set(words.halfAfter.map(key)),
    ones: new Set(words.ones.map(key)),
    multipliers: new Map(Object.entries(words.multipliers)),
    starts: new Set(
      [...phrases.keys(), ...Object.keys(words.numbers), ...Object.keys(words.multipliers), ...words.halfAfter.map(key)].map(
        (phrase) => phrase.split(' ')[0]!,
      ),
    ),
  };
}

const tables = new Map<Locale, Table>();

function tableFor(language: Locale): Table {
  let table = tables.get(language);
  if (table === undefined) {
    table = tableOf(AMOUNT_WORDS[language]);
    tables.set(language, table);
  }
  return table;
}

/** French "demi-tasse", "demi-litre": the half and its unit as two words. */
function splitDemi(tokens: readonly Token[]): Token[] {
  return tokens.flatMap((token) =>
    token.kind === 'word' && /^(demi|mi)-\p{L}/u.test(token.text)
      ? [
          { kind: 'word', text: token.text.slice(0, token.text.indexOf('-')) } as const,
          { kind: 'word', text: token.text.slice(token.text.indexOf('-') + 1) } as const,
        ]
      : [token],
  );
}

const isAmount = (token: Token | undefined) => token?.kind === 'number' || token?.kind === 'fraction';

/** A whole number in words may start an amount only where one can stand: first, or after a word of the question ("is", "sind"). */
function amountCanStart(tokens: readonly Token[], at: number, lexicon: Lexicon): boolean {
  if (at === 0) return true;
  const before = tokens[at - 1]!.text;
  return lexicon.links.has(before) || lexicon.connectors.has(before) || lexicon.leading.has(before) || lexicon.questions.has(before);
}

/** The start of a bare unit that ends right before `at` and stands where an amount could ("litro" in "litro y medio"). */
function bareUnitBefore(tokens: readonly Token[], at: number, lexicon: Lexicon): number | undefined {
  for (let start = Math.max(0, at - lexicon.longest); start < at; start++) {
    if (isAmount(tokens[start - 1]) || !amountCanStart(tokens, start, lexicon)) continue;
    if (readBareUnit(tokens, start, at, lexicon)?.next === at) return start;
  }
  return undefined;
}

/**
 * "a cup and a half" → "1 1/2 cup": the half joins the whole number (or the word for one) a few
 * words back; after a bare unit ("litro y medio", "hour and a half") it means one and a half of it.
 */
function halfAfterUnit(tokens: Token[], table: Table, lexicon: Lexicon): Token[] {
  for (let at = 1; at < tokens.length; at++) {
    for (let size = Math.min(LONGEST, tokens.length - at); size >= 1; size--) {
      if (!table.halfAfter.has(keyOf(tokens, at, at + size))) continue;
      for (let back = at - 1; back >= Math.max(0, at - HALF_REACH); back--) {
        const token = tokens[back]!;
        const whole = token.kind === 'number' && /^\d+$/.test(token.text);
        if (!whole && !table.ones.has(token.text)) continue;
        const amount: Token[] = whole ? [token, HALF] : [{ kind: 'number', text: '1' }, HALF];
        return [...tokens.slice(0, back), ...amount, ...tokens.slice(back + 1, at), ...tokens.slice(at + size)];
      }
      const unit = bareUnitBefore(tokens, at, lexicon);
      if (unit !== undefined) {
        return [...tokens.slice(0, unit), { kind: 'number', text: '1' }, HALF, ...tokens.slice(unit, at), ...tokens.slice(at + size)];
      }
    }
  }
  return tokens;
}

/** Whole numbers in words where an amount can start ("ten pounds", "wie viel sind zwei Liter"). */
function wholeNumbers(tokens: readonly Token[], tables: readonly Table[], lexicon: Lexicon): Token[] {
  return tokens.map((token, at) => {
    if (token.kind !== 'word' || isAmount(tokens[at + 1]) || !amountCanStart(tokens, at, lexicon)) return token;
    if (tables.some((table) => phraseAt(tokens, at, table) !== undefined)) return token;
    const number = tables.map((table) => table.numbers.get(token.text)).find((found) => found !== undefined);
    return number === undefined ? token : { kind: 'number', text: String(number) };
  });
}

/** The longest amount phrase of the table at tokens[at]: its digits and its length. */
function phraseAt(tokens: readonly Token[], at: number, table: Table): { amount: readonly Token[]; size: number } | undefined {
  for (let size = Math.min(LONGEST, tokens.length - at); size >= 1; size--) {
    const amount = table.phrases.get(keyOf(tokens, at, at + size));
    if (amount !== undefined) return { amount, size };
  }
  return undefined;
}

/** Fractions and mixed amounts in words, the longest phrase first; never right after a number ("1 cuarto de galón" is a quart). */
function fractions(tokens: readonly Token[], tables: readonly Table[]): Token[] {
  const out: Token[] = [];
  scan: for (let at = 0; at < tokens.length;) {
    if (tokens[at]!.kind === 'word' && !isAmount(out.at(-1))) {
      for (const table of tables) {
        const phrase = phraseAt(tokens, at, table);
        if (phrase === undefined) continue;
        out.push(...phrase.amount);
        at += phrase.size;
        continue scan;
      }
    }
    out.push(tokens[at]!);
    at++;
  }
  return out;
}

/**
 * "5 mil metros" → "5000 metros", "2 thousand feet" → "2000 feet": a multiplier after a number, when a
 * unit follows it (a Spanish "5 mil a mm" stays five mils). Only whole results, written in digits
 * every language reads alike.
 */
function multiplied(tokens: readonly Token[], tables: readonly Table[], language: Locale, lexicon: Lexicon): Token[] {
  const out: Token[] = [];
  tokens.forEach((token, at) => {
    const factor =
      token.kind === 'word' ? tables.map((table) => table.multipliers.get(token.text)).find((found) => found !== undefined) : undefined;
    const before = out.at(-1);
    const next = tokens[at + 1]?.text ?? '';
    const unitNext = !lexicon.connectors.has(next) && readBareUnit(tokens, at + 1, tokens.length, lexicon) !== undefined;
    if (factor !== undefined && before?.kind === 'number' && unitNext) {
      const read = readNumber(before.text, language);
      const value = typeof read === 'string' ? Number.NaN : toNumber(read) * factor;
      if (Number.isSafeInteger(value)) {
        out[out.length - 1] = { kind: 'number', text: String(value) };
        return;
      }
    }
    out.push(token);
  });
  return out;
}

/**
 * Amounts written in words as the digits the reader reads ("half a cup" → "1/2 cup", "anderthalb
 * Liter" → "1 1/2 Liter", "una taza y media" → "1 1/2 taza", "ten pounds" → "10 pounds"). English
 * words are read in every language, after the language's own.
 */
export function withWordAmounts(tokens: readonly Token[], language: Locale, lexicon: Lexicon): Token[] {
  const tables = language === 'en' ? [tableFor('en')] : [tableFor(language), tableFor('en')];
  const mentioned = tokens.some(
    (token) => token.kind === 'word' && (/^(demi|mi)-/.test(token.text) || tables.some((table) => table.starts.has(token.text))),
  );
  if (!mentioned) return [...tokens];
  let words = multiplied(wholeNumbers(splitDemi(tokens), tables, lexicon), tables, language, lexicon);
  for (const table of tables) words = halfAfterUnit(words, table, lexicon);
  return fractions(words, tables);
}
