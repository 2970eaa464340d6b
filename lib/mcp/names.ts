/**
 * Category and unit names in each of the site's languages, read from the same message files the
 * pages show, for the MCP `list_units` tool.
 */
import type { Locale } from '@/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import no from '@/messages/no.json';

type Names = {
  readonly CategoryNames: Readonly<Record<string, string>>;
  readonly UnitNames: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

const MESSAGES: Readonly<Record<Locale, Names>> = { en, es, de, fr, no };

export function categoryName(locale: Locale, category: string): string {
  return MESSAGES[locale].CategoryNames[category] ?? category;
}

export function unitName(locale: Locale, category: string, unit: string): string {
  return MESSAGES[locale].UnitNames[category]?.[unit] ?? unit;
}

type RecipeUnitWords = Readonly<Record<string, { readonly one: string; readonly other: string }>>;
const RECIPE_UNITS: Readonly<Record<Locale, RecipeUnitWords>> = {
  en: en.RecipeConverter.units,
  es: es.RecipeConverter.units,
  de: de.RecipeConverter.units,
  fr: fr.RecipeConverter.units,
  no: no.RecipeConverter.units,
};

/** The recipe page's unit words of the language, by their message key ("cup", "flOz"). */
export const recipeUnitWords = (locale: Locale): RecipeUnitWords => RECIPE_UNITS[locale];

/** Recipe unit words as the recipe page shows them (its one hyphenated id has a camel-case key). */
export function recipeUnitLabeler(locale: Locale): (unit: string, form: 'one' | 'other') => string {
  return (unit, form) => RECIPE_UNITS[locale][unit === 'fl-oz' ? 'flOz' : unit]?.[form] ?? unit;
}
