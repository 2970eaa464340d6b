import type { Locale } from '@/i18n/locales';
import { fillTemplate } from '@/lib/format/template';
import { fillTypeset } from '@/lib/format/typography';

/** Messages of the MCP tools' own checks (the conversions carry the API's messages). */
export const MCP_ERRORS = {
  LANG: 'lang must be one of',
  SYSTEM: 'system must be metric, imperial, metric-weight or as-written',
  SERVINGS: '{name} must be a whole number from 1 to 999',
  NO_INGREDIENTS: 'ingredients must hold at least one line of text',
  TOO_MANY_LINES: 'ingredients may hold at most {max} lines of at most {length} characters',
  CATEGORY: 'Category {category} is not supported. Valid categories: {valid}',
} as const;

type LocalError = Exclude<keyof typeof MCP_ERRORS, 'LANG'>;

/**
 * The same checks told in the language the tool was asked in (its `lang`); a bad lang itself is
 * told in English. Parameter names and values stay as the caller writes them.
 */
const MCP_ERRORS_BY_LANGUAGE = {
  en: MCP_ERRORS,
  es: {
    SYSTEM: 'system debe ser metric, imperial, metric-weight o as-written',
    SERVINGS: '{name} debe ser un número entero del 1 al 999',
    NO_INGREDIENTS: 'ingredients debe tener al menos una línea de texto',
    TOO_MANY_LINES: 'ingredients admite como mucho {max} líneas de {length} caracteres como mucho',
    CATEGORY: 'La categoría {category} no existe. Categorías válidas: {valid}',
  },
  de: {
    SYSTEM: 'system muss metric, imperial, metric-weight oder as-written sein',
    SERVINGS: '{name} muss eine ganze Zahl von 1 bis 999 sein',
    NO_INGREDIENTS: 'ingredients muss mindestens eine Zeile Text enthalten',
    TOO_MANY_LINES: 'ingredients darf höchstens {max} Zeilen mit je höchstens {length} Zeichen enthalten',
    CATEGORY: 'Die Kategorie {category} gibt es nicht. Gültige Kategorien: {valid}',
  },
  fr: {
    SYSTEM: 'system doit valoir metric, imperial, metric-weight ou as-written',
    SERVINGS: '{name} doit être un nombre entier de 1 à 999',
    NO_INGREDIENTS: 'ingredients doit contenir au moins une ligne de texte',
    TOO_MANY_LINES: 'ingredients peut contenir au plus {max} lignes d’au plus {length} caractères',
    CATEGORY: 'La catégorie {category} n’existe pas. Catégories valides : {valid}',
  },
  no: {
    SYSTEM: 'system må være metric, imperial, metric-weight eller as-written',
    SERVINGS: '{name} må være et helt tall fra 1 til 999',
    NO_INGREDIENTS: 'ingredients må ha minst én linje tekst',
    TOO_MANY_LINES: 'ingredients kan ha høyst {max} linjer på høyst {length} tegn',
    CATEGORY: 'Kategorien {category} finnes ikke. Gyldige kategorier: {valid}',
  },
} as const satisfies Readonly<Record<Locale, Readonly<Record<LocalError, string>>>>;

/** A check's message in the tool's language, its placeholders filled (and typeset beyond English). */
export function mcpMessage(key: LocalError, locale: Locale, values: Readonly<Record<string, string | number>> = {}): string {
  const template = MCP_ERRORS_BY_LANGUAGE[locale][key];
  return locale === 'en' ? fillTemplate(template, values) : fillTypeset(template, values, locale);
}
