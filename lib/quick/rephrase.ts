import type { Lexicon } from './lexicon';
import { readBareUnit, readUnit } from './read-unit';
import { keyOf, type Token } from './tokens';

/** Longest phrase of a word list, in tokens ("hvor mye er det i"). */
const LONGEST_PHRASE = 5;

/** The end of the longest phrase of `words` that starts at tokens[at]. */
function phraseAt(tokens: readonly Token[], at: number, words: ReadonlySet<string>, end = tokens.length): number | undefined {
  for (let size = Math.min(LONGEST_PHRASE, end - at); size >= 1; size--) {
    if (words.has(keyOf(tokens, at, at + size))) return at + size;
  }
  return undefined;
}

/** The start of the longest phrase of `words` that ends the tokens. */
function phraseBefore(tokens: readonly Token[], end: number, words: ReadonlySet<string>, start: number): number | undefined {
  for (let size = Math.min(LONGEST_PHRASE, end - start); size >= 1; size--) {
    if (words.has(keyOf(tokens, end - size, end))) return end - size;
  }
  return undefined;
}

const ONE: Token = { kind: 'number', text: '1' };
const TO: Token = { kind: 'word', text: '→' };

/** "a cup of flour" → "1 cup of flour": an article in front of a unit is the amount one. */
function withArticle(tokens: readonly Token[], lexicon: Lexicon): Token[] {
  const next = tokens[1];
  if (tokens.length < 2 || next?.kind !== 'word' || !lexicon.articles.has(tokens[0]!.text)) return [...tokens];
  return readUnit(tokens, 1, tokens.length, lexicon) === undefined ? [...tokens] : [ONE, ...tokens.slice(1)];
}

/** "how many cm in 5 feet": the target between the question and its link, then the source. */
function question(tokens: readonly Token[], lexicon: Lexicon): Token[] | undefined {
  const start = phraseAt(tokens, 0, lexicon.questions);
  if (start === undefined) return undefined;
  // "how many inches in …": the link may be a word the unit reader took as the unit repeated ("inches in").
  for (const target of [readUnit(tokens, start, tokens.length, lexicon), readBareUnit(tokens, start, tokens.length, lexicon)]) {
    if (target === undefined) continue;
    const source = phraseAt(tokens, target.next, lexicon.links);
    if (source !== undefined && source < tokens.length) {
      return [...withArticle(tokens.slice(source), lexicon), TO, ...tokens.slice(start, target.next)];
    }
  }
  return undefined;
}

/**
 * A query as people type it, rewritten to "amount unit [ingredient] [to unit]": the words that only
 * ask for a conversion are dropped from either end ("convert …", "… umrechnen", "hvor mye er …"),
 * a question that names the target first is turned round ("cuántos gramos son 3 tazas de harina"),
 * and an article in front of the first unit is read as one ("une tasse de farine").
 */
export function rephrase(tokens: readonly Token[], lexicon: Lexicon): Token[] {
  let end = tokens.length;
  for (
    let before = phraseBefore(tokens, end, lexicon.trailing, 1);
    before !== undefined;
    before = phraseBefore(tokens, end, lexicon.trailing, 1)
  ) {
    end = before;
  }
  const kept = tokens.slice(0, end);
  const asked = question(kept, lexicon);
  if (asked !== undefined) return asked;
  let start = 0;
  for (
    let after = phraseAt(kept, start, lexicon.leading, end - 1);
    after !== undefined;
    after = phraseAt(kept, start, lexicon.leading, end - 1)
  ) {
    start = after;
  }
  const rest = kept.slice(start);
  return question(rest, lexicon) ?? withArticle(rest, lexicon);
}
