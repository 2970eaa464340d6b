import type { Locale } from '@/i18n/locales';
import { fillTemplate } from '@/lib/format/template';
import { densityForIngredient } from '@/lib/nutrition/ingredient-density';
import type { CategoryId } from '@/lib/units';
import { lexiconFor, type UnitRef } from './lexicon';
import type { Source } from './source';
import { QUICK_MESSAGES, type QuickIngredient, type QuickOutcome } from './types';

/** The recipe tool counts a cup as 240 ml; where a food has no millilitre weight its cup weight gives one. */
const KITCHEN_CUP_ML = 240;

type SourceIn = (
  source: Source,
  category: CategoryId,
  variant: number,
  language: Locale,
) => { from: string; value: number | string } | undefined;

function densityOf(text: string, language: Locale) {
  return densityForIngredient(text, language) ?? (language === 'en' ? undefined : densityForIngredient(text, 'en'));
}

/**
 * "3 cups flour in grams", "200 g butter in cups": a volume or weight, the ingredient's words, and
 * optionally the other kind of unit. Without a target, volumes answer in grams and weights in cups.
 */
export function readIngredient(
  source: Source,
  categories: readonly CategoryId[],
  targets: readonly UnitRef[] | undefined,
  language: Locale,
  sourceIn: SourceIn,
): QuickOutcome {
  const category = categories.find((candidate) => candidate === 'volume' || candidate === 'weight');
  const unparseable = { ok: false, error: 'UNPARSEABLE', message: QUICK_MESSAGES.UNPARSEABLE } as const;
  if (category === undefined) return unparseable;
  const toCategory = category === 'volume' ? 'weight' : 'volume';
  // In the kitchen a German Pfund and a French livre are 500 g (lib/quick/lexicon/de.ts, fr.ts).
  const kitchen = (source.parts[0]?.refs ?? []).filter((ref) => ref.category === category).findIndex((ref) => ref.times !== undefined);
  const same = targets?.[0]?.category === category ? targets[0] : undefined;
  if (same !== undefined) {
    // "1 Pfund Mehl in Gramm", "200 g butter in oz": the food changes nothing, the amount is converted as it is.
    const chosen = Math.max(0, kitchen);
    const read = sourceIn(source, category, chosen, language);
    if (read === undefined) return unparseable;
    // The word's other readings beside it, as for any ambiguous unit (the pound beside the kitchen Pfund).
    const count = (source.parts[0]?.refs ?? []).filter((ref) => ref.category === category).length;
    const alternatives = Array.from({ length: count }, (_, variant) => variant)
      .filter((variant) => variant !== chosen)
      .flatMap((variant) => {
        const other = sourceIn(source, category, variant, language);
        return other === undefined || other.from === read.from ? [] : [{ category, ...other, to: same.unit }];
      });
    return {
      ok: true,
      category,
      from: read.from,
      to: same.unit,
      value: read.value,
      targetGiven: true,
      ...(alternatives.length > 0 && { alternatives }),
    };
  }
  const target = targets === undefined ? undefined : (targets.find((ref) => ref.category === toCategory) ?? null);
  if (target === null) return unparseable;
  const fillers = lexiconFor(language).fillers;
  const words = source.rest.split(' ');
  while (words.length > 1 && fillers.has(words[0]!)) words.shift();
  const text = words.join(' ');
  // The ingredient as a reader writes it after the unit, with its "de" or "of" (French elides "de huile" when the query had no apostrophe to keep).
  const written = language === 'fr' ? source.rest.replace(/^de (?=[aeiouyh])/, 'd’') : source.rest;
  const read = sourceIn(source, category, Math.max(0, kitchen), language);
  if (read === undefined || typeof read.value !== 'number') return unparseable;
  const found = densityOf(text, language);
  const gramsPerCup = found?.density.gramsPerCup ?? null;
  const gramsPerMl = found?.density.gramsPerMl ?? (gramsPerCup === null ? null : gramsPerCup / KITCHEN_CUP_ML);
  if (found === undefined || gramsPerMl === null) {
    return {
      ok: false,
      error: 'UNKNOWN_INGREDIENT',
      ingredient: text.slice(0, 40),
      message: fillTemplate(QUICK_MESSAGES.UNKNOWN_INGREDIENT, { ingredient: JSON.stringify(text.slice(0, 40)) }),
    };
  }
  // A juice the table lacks has a weight but no food of its own: its words stand for it.
  const ingredient: QuickIngredient = { text, written, food: found.key ?? text, toCategory, gramsPerMl, gramsPerCup };
  const to = target?.unit ?? (toCategory === 'weight' ? 'g' : 'cup_us');
  return { ok: true, category, from: read.from, to, value: read.value, targetGiven: target !== undefined, ingredient };
}
