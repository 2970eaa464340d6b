import type { Locale } from '@/i18n/locales';
import { fillTemplate } from '@/lib/format/template';
import { fillTypeset } from '@/lib/format/typography';
import { MAX_QUERY_LENGTH, QUICK_MESSAGES, type QuickErrorCode } from './types';

/**
 * Why a query got no answer, in the language it was read in: the API and the MCP tools pass these
 * on to callers who asked in that language (lib/api/quick.ts), with units named in the plural as
 * the site names them. The page words its own, from messages/*.json's QuickAnswer, so only the
 * server imports this file. Placeholders as in QUICK_MESSAGES.
 */
const QUICK_MESSAGES_BY_LANGUAGE = {
  en: QUICK_MESSAGES,
  es: {
    EMPTY: 'Escribe una conversión, por ejemplo «5 pies 3 pulgadas a cm»',
    TOO_LONG: `La consulta tiene más de ${MAX_QUERY_LENGTH} caracteres`,
    UNPARSEABLE:
      'La consulta no se pudo leer como una cantidad, una unidad y, si se quiere, la unidad de destino, p. ej. «5 pies 3 pulgadas a cm»',
    INCOMPATIBLE: 'No se puede pasar de {fromUnit} a {toUnit}: la primera unidad mide {fromCategory} y la segunda, {toCategory}',
    UNKNOWN_INGREDIENT: 'No se conoce la densidad del ingrediente {ingredient}',
    INVALID_VALUE: 'La cantidad no se puede convertir entre estas unidades',
    RATES_MISSING: 'Las conversiones de divisas necesitan tipos de cambio',
  },
  de: {
    EMPTY: 'Geben Sie eine Umrechnung ein, zum Beispiel „5 Fuß 3 Zoll in cm“',
    TOO_LONG: `Die Anfrage ist länger als ${MAX_QUERY_LENGTH} Zeichen`,
    UNPARSEABLE: 'Die Anfrage ließ sich nicht als Menge, Einheit und, wenn gewünscht, Zieleinheit lesen, z. B. „5 Fuß 3 Zoll in cm“',
    INCOMPATIBLE: '{fromUnit} messen {fromCategory}, {toUnit} messen {toCategory}: Die beiden lassen sich nicht ineinander umrechnen',
    UNKNOWN_INGREDIENT: 'Für die Zutat {ingredient} ist keine Dichte bekannt',
    INVALID_VALUE: 'Diese Menge lässt sich zwischen diesen Einheiten nicht umrechnen',
    RATES_MISSING: 'Währungsumrechnungen brauchen Wechselkurse',
  },
  fr: {
    EMPTY: 'Saisissez une conversion, par exemple « 5 pieds 3 pouces en cm »',
    TOO_LONG: `La requête dépasse ${MAX_QUERY_LENGTH} caractères`,
    UNPARSEABLE:
      'La requête n’a pas pu être lue comme une quantité, une unité et, au besoin, l’unité voulue, par exemple « 5 pieds 3 pouces en cm »',
    INCOMPATIBLE:
      'Les {fromUnit} mesurent {fromCategory}, les {toUnit} mesurent {toCategory} : aucune conversion n’est possible entre ces unités',
    UNKNOWN_INGREDIENT: 'La masse volumique de l’ingrédient {ingredient} n’est pas connue',
    INVALID_VALUE: 'Cette quantité ne peut pas être convertie entre ces unités',
    RATES_MISSING: 'Les conversions de devises ont besoin des taux de change',
  },
  no: {
    EMPTY: 'Skriv inn en omregning, for eksempel «5 fot 3 tommer til cm»',
    TOO_LONG: `Spørringen er lengre enn ${MAX_QUERY_LENGTH} tegn`,
    UNPARSEABLE: 'Spørringen kunne ikke leses som en mengde, en enhet og eventuelt enheten du vil ha, for eksempel «5 fot 3 tommer til cm»',
    INCOMPATIBLE: 'Det går ikke å regne om {fromUnit} til {toUnit}: den ene måler {fromCategory}, den andre {toCategory}',
    UNKNOWN_INGREDIENT: 'Tettheten til ingrediensen {ingredient} er ikke kjent',
    INVALID_VALUE: 'Mengden kan ikke regnes om mellom disse enhetene',
    RATES_MISSING: 'Valutaomregninger trenger valutakurser',
  },
} as const satisfies Readonly<Record<Locale, Readonly<Record<QuickErrorCode, string>>>>;

/** The message of a failure in the language, its placeholders filled (and typeset: French spaces). English stays as the API has always sent it. */
export function quickMessage(code: QuickErrorCode, language: Locale, values: Readonly<Record<string, string>> = {}): string {
  return language === 'en'
    ? fillTemplate(QUICK_MESSAGES_BY_LANGUAGE[language][code], values)
    : fillTypeset(QUICK_MESSAGES_BY_LANGUAGE[language][code], values, language);
}
