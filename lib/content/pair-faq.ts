import type { MetricStep } from './pair-metric';
import { sourceLabel, type RenderedFacts } from './facts';
import { parseToken, TOKEN } from './facts/render';
import type { NoteAnswer } from './pair-notes';

/** A question of a pair page's FAQ: `PairGuide.faq.<id>.question` and `.answer`, with their values. */
export interface PairFaqSpec {
  readonly id:
    | 'how'
    | 'howAffine'
    | 'howBases'
    | 'howCurrency'
    | 'howTable'
    | 'howShoeTable'
    | 'step'
    | 'exact'
    | 'fraction'
    | 'long'
    | 'pi'
    | 'sharedConfusion'
    | 'familiar'
    | 'difference'
    | 'differenceCurrency'
    | 'note';
  readonly values: Readonly<Record<string, string>>;
  /** Asked from the page's target unit to its source ("1 µm in au" on au to µm): the units' names swap. */
  readonly backward?: boolean;
  /** Sentences of PairGuide.metric the answer says as its `steps` (./pair-metric.ts). */
  readonly steps?: readonly MetricStep[];
}

/** A page asks at most this many questions (each is in the page three times: list, structured data, payload). */
export const MAX_QUESTIONS = 5;

/** The unit ids a fact text's tokens name. */
function unitsNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, body] of text.matchAll(TOKEN)) {
    const token = parseToken(body!);
    if (token !== undefined) named.add(token.from).add(token.to);
  }
  return named;
}

/** "Source: …" is written by the message; 'none' leaves it out. */
const sourceValue = (source: string | undefined) => ({ source: source ?? 'none' });

/**
 * The pair's own pitfall: a unit's confusion that names the other unit of the pair (a US cup's says
 * how many milliliters each kind of cup holds) is asked as a question of the pair; other confusions
 * stay with their unit. Which side it came from, so the unit's text leaves it out.
 */
export function sharedConfusion(
  [from, to]: readonly [string, string],
  facts: readonly [RenderedFacts | undefined, RenderedFacts | undefined],
): { readonly side: 0 | 1; readonly spec: PairFaqSpec } | undefined {
  for (const side of [0, 1] as const) {
    const confusion = facts[side]?.confusion;
    if (confusion === undefined || !unitsNamed(facts[side]!.facts.confusion!.en).has(side === 0 ? to : from)) continue;
    const source = confusion.source === undefined ? undefined : sourceLabel({ id: confusion.source.id });
    return { side, spec: { id: 'sharedConfusion', values: { text: confusion.text, ...sourceValue(source) } } };
  }
  return undefined;
}

/** A pair note's questions as FAQ entries. */
export function noteFaq(notes: readonly NoteAnswer[]): PairFaqSpec[] {
  return notes.map((note) => ({ id: 'note', values: { question: note.question, answer: note.answer, ...sourceValue(note.source) } }));
}

/**
 * A page's questions in order: how to convert or why the factor is what it is, what this pair raises
 * (its notes, its pitfall), then the questions on these two units in this direction (how they differ,
 * how big the target unit is), so a pair and its reverse never ask the same list. The paired
 * questions always fit: `own` gives up its last ones first.
 */
export function composeFaq(own: readonly PairFaqSpec[], paired: readonly PairFaqSpec[]): PairFaqSpec[] {
  return [...own.slice(0, MAX_QUESTIONS - paired.length), ...paired];
}
