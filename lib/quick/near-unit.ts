import type { Lexicon, UnitRef } from './lexicon';
import type { Token } from './tokens';

/**
 * A unit word typed with one slip ("kilomter", "litors", "poudns"): one letter missing, extra,
 * changed or two swapped. Only words of six letters or more, and only when every word that near
 * names the same unit, so short words and real words of another meaning are left alone.
 */
const SHORTEST = 6;
const names = new WeakMap<Lexicon, readonly (readonly [string, readonly UnitRef[]])[]>();

function oneSlipApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (a.length === b.length) {
    return restA.slice(1) === restB.slice(1) || (restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2));
  }
  return a.length > b.length ? restA.slice(1) === restB : restA === restB.slice(1);
}

export function readNearUnit(tokens: readonly Token[], at: number, end: number, lexicon: Lexicon) {
  const token = tokens[at];
  if (at >= end || token?.kind !== 'word' || token.text.length < SHORTEST || !/^\p{L}+$/u.test(token.text)) return undefined;
  let words = names.get(lexicon);
  if (words === undefined) {
    words = [...lexicon.units].filter(([name]) => name.length >= SHORTEST - 1 && /^\p{L}+$/u.test(name));
    names.set(lexicon, words);
  }
  let found: readonly UnitRef[] | undefined;
  for (const [name, refs] of words) {
    if (!oneSlipApart(token.text, name) || refs.length === 0) continue;
    if (found !== undefined && (found[0]!.unit !== refs[0]!.unit || found[0]!.category !== refs[0]!.category)) return undefined;
    found ??= refs;
  }
  return found === undefined ? undefined : { refs: found, next: at + 1 };
}
