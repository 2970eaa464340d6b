/**
 * GET /api/convert?q=…&lang=…: the typed query read by lib/quick, answered like the structured
 * form plus how it was read. Pure and synchronous once rates are known; never throws.
 */
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import no from '@/messages/no.json';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { inSentence } from '@/lib/format/in-sentence';
import { convertReading, readQuery, type QuickAnswer, type QuickFailure, type QuickReading } from '@/lib/quick';
import { quickMessage } from '@/lib/quick/messages';
import type { CategoryId } from '@/lib/units';
import { presentResult } from '@/lib/format/answer';
import { DISPLAY_DECIMALS } from '@/lib/format/result';
import type { Rates } from '@/lib/units';
import { fillTemplate } from '@/lib/format/template';
import { API_MESSAGES, echoIn } from './catalogue';
import { convertQuery } from './convert';
import { failure, type ApiFailure } from './query';
import { quickApiMessage } from './quick-messages';
import { MAX_QUICK_QUERY_LENGTH, type ConvertQuery, type ConvertSuccessBody, type QuickSuccessBody } from './schemas';

export type QuickQuery = { readonly q: string; readonly lang: Locale };

/**
 * q and lang, or why not: blank q is MISSING_PARAMETERS, a repeated one or one over the limit
 * UNPARSEABLE_QUERY, each told in lang when lang is one of the site's.
 */
export function readQuickQuery(search: string): { ok: true; query: QuickQuery } | { ok: false; failure: ApiFailure } {
  const params = new URLSearchParams(search);
  const qs = params.getAll('q');
  const langs = params.getAll('lang').map((lang) => lang.trim().toLowerCase());
  const lang = langs.length === 0 || langs[0] === '' ? 'en' : langs[0]!;
  const told: Locale = langs.length <= 1 && isLocale(lang) ? lang : 'en';
  if (qs.every((q) => q.trim() === '')) {
    return { ok: false, failure: failure('MISSING_PARAMETERS', quickApiMessage('MISSING_Q', told)) };
  }
  if (qs.length > 1) return { ok: false, failure: failure('UNPARSEABLE_QUERY', quickApiMessage('REPEATED_Q', told)) };
  const q = qs[0]!;
  if (q.length > MAX_QUICK_QUERY_LENGTH) {
    return { ok: false, failure: failure('UNPARSEABLE_QUERY', quickApiMessage('QUERY_TOO_LONG', told, { max: MAX_QUICK_QUERY_LENGTH })) };
  }
  if (langs.length > 1 || !isLocale(lang)) {
    const message = fillTemplate(API_MESSAGES.INVALID_LANG, { valid: locales.join(', ') });
    return { ok: false, failure: failure('UNPARSEABLE_QUERY', message, locales) };
  }
  return { ok: true, query: { q, lang } };
}

/** "kilograms" for weight/kg: the site's English unit name, in lower case. */
function englishName(category: string, unit: string): string {
  const names = (en.UnitNames as Record<string, Record<string, string> | undefined>)[category];
  return (names?.[unit] ?? unit).toLowerCase();
}

const MESSAGES = { en, es, de, fr, no } as const;

/** "Kilogramm" for weight/kg in German, as it stands inside a sentence. */
function nameIn(lang: Locale, category: CategoryId, unit: string): string {
  const names = (MESSAGES[lang].UnitNames as Record<string, Record<string, string> | undefined>)[category];
  return inSentence(names?.[unit] ?? unit, lang, category);
}

/** What a category measures, as the box's messages say it ("das Gewicht", "la longitud"). */
const measureIn = (lang: Locale, category: CategoryId) =>
  (MESSAGES[lang].QuickAnswer.measures as Record<string, string | undefined>)[category] ?? category;

/** lib/quick's reason for a query it could not read, in the language q was asked in. */
function unreadMessage(reading: QuickFailure, lang: Locale): string {
  if (lang === 'en') return reading.message;
  return quickMessage(reading.error, lang, { ingredient: echoIn(reading.ingredient ?? '', lang) });
}

/** Two units that cannot meet, named as the site names them in lang. */
function incompatibleMessage(from: { category: CategoryId; unit: string }, to: { category: CategoryId; unit: string }, lang: Locale) {
  if (lang === 'en') {
    return fillTemplate(API_MESSAGES.INCOMPATIBLE_UNITS, {
      fromUnit: englishName(from.category, from.unit),
      fromCategory: from.category,
      toUnit: englishName(to.category, to.unit),
      toCategory: to.category,
    });
  }
  const fromUnit = nameIn(lang, from.category, from.unit);
  return quickMessage('INCOMPATIBLE', lang, {
    // German opens its sentence with the name: "Britische Gallonen messen …", not "britische".
    fromUnit: lang === 'de' ? fromUnit.charAt(0).toLocaleUpperCase('de') + fromUnit.slice(1) : fromUnit,
    fromCategory: measureIn(lang, from.category),
    toUnit: nameIn(lang, to.category, to.unit),
    toCategory: measureIn(lang, to.category),
  });
}

export type QuickQueryReading =
  { readonly ok: true; readonly reading: QuickReading } | { readonly ok: false; readonly failure: ApiFailure };

/** The reading of q, or UNPARSEABLE_QUERY / INCOMPATIBLE_UNITS with lib/quick's reason, in q's language. */
export function readQuickReading(query: QuickQuery): QuickQueryReading {
  const reading = readQuery(query.q, query.lang);
  if (reading.ok) return { ok: true, reading };
  if (reading.error !== 'INCOMPATIBLE' || reading.from === undefined || reading.to === undefined) {
    return { ok: false, failure: failure('UNPARSEABLE_QUERY', unreadMessage(reading, query.lang)) };
  }
  return { ok: false, failure: failure('INCOMPATIBLE_UNITS', incompatibleMessage(reading.from, reading.to, query.lang)) };
}

/**
 * A q answer's numbers written in lang's notation, as the query was: a French reader takes
 * "1,500" for one and a half, so fr writes 1 500 (digit strings of number bases stay as they are).
 */
const written = (answer: Pick<QuickAnswer, 'category' | 'to' | 'result'>, lang: Locale, english: string) =>
  typeof answer.result === 'string' || lang === 'en'
    ? english
    : presentResult({ value: answer.result, exact: null, category: answer.category, unit: answer.to, locale: lang }).text;

export type QuickConvertOutcome =
  { readonly ok: true; readonly body: QuickSuccessBody } | { readonly ok: false; readonly failure: ApiFailure };

/** The answer body: the main conversion in the structured form's fields, then how q was read. */
export function convertQuickReading(query: QuickQuery, reading: QuickReading, rates?: Rates): QuickConvertOutcome {
  const conversion = convertReading(reading, { locale: query.lang, rates });
  if (!conversion.ok) return { ok: false, failure: failure('INVALID_VALUE', unreadMessage(conversion, query.lang)) };
  const rest = conversion.answers.slice(1);
  const alternatives = rest.filter((answer) => answer.kind === 'alternative');
  const suggestions = rest.filter((answer) => answer.kind === 'suggestion');
  // The main reading is answered exactly as the structured form would answer it (exact, parts,
  // rounding), so the two forms never disagree.
  // An ingredient reading crosses categories (cups of flour to grams), which the structured form
  // cannot answer: its main answer is lib/quick's, through a density, so never exact.
  const main = conversion.answers[0]!;
  let answered: ConvertSuccessBody;
  if (reading.ingredient !== undefined) {
    answered = {
      ok: true,
      category: reading.category,
      from: reading.from,
      to: reading.to,
      value: reading.value,
      result: main.result,
      formatted: main.formatted,
      exact: false,
      format: 'decimal',
      precision: DISPLAY_DECIMALS,
    };
  } else {
    const value = typeof reading.value === 'number' ? String(reading.value) : reading.value;
    const structured = convertQuery({ category: reading.category, from: reading.from, to: reading.to, value } as ConvertQuery, rates);
    if (!structured.ok) return { ok: false, failure: structured.failure };
    answered = { ...structured.body, formatted: written(structured.body, query.lang, structured.body.formatted) };
  }
  const body: QuickSuccessBody = {
    ...answered,
    query: query.q,
    lang: query.lang,
    targetGiven: reading.targetGiven,
    ...(alternatives.length > 0 && {
      alternatives: alternatives.map((answer) => ({
        category: answer.category,
        from: answer.from,
        to: answer.to,
        value: answer.value,
        result: answer.result,
        formatted: answer.formatted,
      })),
    }),
    ...(suggestions.length > 0 && {
      suggestions: suggestions.map((answer) => ({ to: answer.to, result: answer.result, formatted: answer.formatted })),
    }),
    ...(reading.ingredient !== undefined && {
      ingredient: {
        text: reading.ingredient.text,
        written: reading.ingredient.written,
        food: reading.ingredient.food,
        gramsPerMl: reading.ingredient.gramsPerMl,
      },
    }),
  };
  return { ok: true, body };
}
