/** Unit words from the real message files, so tests see what the page shows. */
import type { Locale } from '@/i18n/locales';
import type { UnitLabeler } from '@/lib/recipe/display-line';
import { messages } from '../../support/messages';

export function unitLabeler(locale: Locale): UnitLabeler {
  const units = messages[locale].RecipeConverter.units;
  return (unit, form) => units[unit === 'fl-oz' ? 'flOz' : unit][form];
}
