import type { Locale } from '@/i18n/locales';
import { fillTemplate } from '@/lib/format/template';
import { fillTypeset } from '@/lib/format/typography';
import { API_MESSAGES } from './catalogue';

/**
 * The messages of a typed query's faults of form (GET /api/convert?q=…&lang=…) in the language it
 * asked in (and `define`, which a typed query does not take); English is the catalogue's own
 * (./catalogue.ts). A fault of lang itself stays English.
 */
export const QUICK_API_MESSAGES = {
  en: {
    MISSING_Q: fillTemplate(API_MESSAGES.MISSING_PARAMETERS, { names: 'q' }),
    REPEATED_Q: fillTemplate(API_MESSAGES.REPEATED_PARAMETER, { name: 'q' }),
    QUERY_TOO_LONG: API_MESSAGES.QUERY_TOO_LONG,
    DEFINE_WITH_Q: API_MESSAGES.DEFINE_WITH_Q,
  },
  es: {
    MISSING_Q: 'Falta el parámetro obligatorio q',
    REPEATED_Q: 'El parámetro q debe darse una sola vez',
    QUERY_TOO_LONG: 'El parámetro q admite como mucho {max} caracteres',
    DEFINE_WITH_Q: 'El parámetro define funciona con category, from, to y value, no con q',
  },
  de: {
    MISSING_Q: 'Der Pflichtparameter q fehlt',
    REPEATED_Q: 'Der Parameter q darf nur einmal angegeben werden',
    QUERY_TOO_LONG: 'Der Parameter q darf höchstens {max} Zeichen lang sein',
    DEFINE_WITH_Q: 'Der Parameter define funktioniert mit category, from, to und value, nicht mit q',
  },
  fr: {
    MISSING_Q: 'Le paramètre obligatoire q manque',
    REPEATED_Q: 'Le paramètre q ne doit être donné qu’une fois',
    QUERY_TOO_LONG: 'Le paramètre q ne peut dépasser {max} caractères',
    DEFINE_WITH_Q: 'Le paramètre define s’emploie avec category, from, to et value, pas avec q',
  },
  no: {
    MISSING_Q: 'Den obligatoriske parameteren q mangler',
    REPEATED_Q: 'Parameteren q kan bare oppgis én gang',
    QUERY_TOO_LONG: 'Parameteren q kan ha høyst {max} tegn',
    DEFINE_WITH_Q: 'Parameteren define virker med category, from, to og value, ikke med q',
  },
} as const satisfies Readonly<Record<Locale, Readonly<Record<'MISSING_Q' | 'REPEATED_Q' | 'QUERY_TOO_LONG' | 'DEFINE_WITH_Q', string>>>>;

/** A q fault's message in the language, its placeholders filled (and typeset beyond English). */
export function quickApiMessage(
  key: keyof (typeof QUICK_API_MESSAGES)['en'],
  lang: Locale,
  values: Readonly<Record<string, string | number>> = {},
) {
  return lang === 'en' ? fillTemplate(QUICK_API_MESSAGES[lang][key], values) : fillTypeset(QUICK_API_MESSAGES[lang][key], values, lang);
}
