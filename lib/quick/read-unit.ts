import { expandAlias } from './fold';
import type { Lexicon, UnitRef } from './lexicon';
import { readNearUnit } from './near-unit';
import { keyOf, type Token } from './tokens';

/**
 * Words that pick the US or UK variant of the unit next to them ("Gallons (US)", "gallon
 * impérial", "US cups"); "metric" only confirms the one unit there is ("Horsepower (metric)").
 */
const QUALIFIERS = new Map<string, 'us' | 'uk' | ''>([
  ...'us|usa|ee uu|eeuu|american|americain(e)(s)|estadounidense(s)|amerikansk(e)|amerikanische(n)'
    .split('|')
    .flatMap(expandAlias)
    .map((word) => [word, 'us'] as const),
  ...'uk|r u|imperial|imperiale(s)|imperiaux|britisk(e)|britische(n)|britannique(s)'
    .split('|')
    .flatMap(expandAlias)
    .map((word) => [word, 'uk'] as const),
  ...'metric|metrico(s)|metrique(s)|metriske|metrisch(e)(n)|ps'
    .split('|')
    .flatMap(expandAlias)
    .map((word) => [word, ''] as const),
]);

function qualifierAt(tokens: readonly Token[], at: number, end: number) {
  for (const size of [2, 1]) {
    if (at + size > end) continue;
    const tag = QUALIFIERS.get(keyOf(tokens, at, at + size));
    if (tag !== undefined) return { tag, next: at + size };
  }
  return undefined;
}

function narrowed(refs: readonly UnitRef[], tag: 'us' | 'uk' | ''): readonly UnitRef[] {
  const variant = refs.filter((ref) => ref.unit.endsWith(`_${tag}`));
  return tag === '' || variant.length === 0 ? refs : variant;
}

export function readBareUnit(tokens: readonly Token[], at: number, end: number, lexicon: Lexicon) {
  for (let size = Math.min(lexicon.longest, end - at); size >= 1; size--) {
    const refs = lexicon.units.get(keyOf(tokens, at, at + size));
    if (refs !== undefined && refs.length > 0) return { refs, next: at + size };
  }
  return undefined;
}

/** A unit's words with a qualifier before or after them, and a repeated symbol ("Pfund (lb)"). */
export function readUnit(tokens: readonly Token[], at: number, end: number, lexicon: Lexicon) {
  const unit = readBareUnit(tokens, at, end, lexicon);
  const before = unit === undefined ? qualifierAt(tokens, at, end) : undefined;
  if (before !== undefined) {
    const after = readBareUnit(tokens, before.next, end, lexicon);
    return after === undefined ? undefined : { refs: narrowed(after.refs, before.tag), next: after.next };
  }
  if (unit === undefined) return readNearUnit(tokens, at, end, lexicon);
  const qualifier = qualifierAt(tokens, unit.next, end);
  if (qualifier !== undefined) return { refs: narrowed(unit.refs, qualifier.tag), next: qualifier.next };
  const echo = unit.next < end ? readBareUnit(tokens, unit.next, end, lexicon) : undefined;
  if (
    echo !== undefined &&
    echo.refs[0] !== undefined &&
    unit.refs.some((ref) => ref.unit === echo.refs[0]!.unit && ref.category === echo.refs[0]!.category)
  ) {
    return { refs: unit.refs, next: echo.next };
  }
  return unit;
}
