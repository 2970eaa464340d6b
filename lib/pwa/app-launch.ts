import type { ResultFormat } from '@/lib/format/answer';
import { formatKey, formatOfKey } from '@/lib/converter/format-preference';

/*
 * How an installed pair app starts: its start URL is the pair page with `app=1` (the marker that the
 * page was opened as the installed app, not by a link or a reload) and, when the visitor chose one,
 * `precision` (the card's Precision choice as its key: "d2", "s4", "f16"). Both are read in the
 * browser only; the front renders pair pages from their path alone (lib/server/request-path.ts).
 * Plain functions, shared by the manifest route, the install button and the card.
 */

const APP_PARAMETER = 'app';
export const PRECISION_PARAMETER = 'precision';

/** The key of a precision the card offers, exactly as formatKey writes it; undefined for the default ("auto") or anything else. */
export function precisionKeyOf(text: string | null | undefined): string | undefined {
  if (text == null) return undefined;
  const key = formatKey(formatOfKey(text));
  return key === text && key !== 'auto' ? key : undefined;
}

/** The precision key of a format, or undefined for the default (nothing to carry). */
export function precisionKeyOfFormat(format: ResultFormat): string | undefined {
  return precisionKeyOf(formatKey(format));
}

/** The query of a pair app's start URL ("?app=1&precision=d2"). */
export function appStartQuery(precision: string | undefined): string {
  const key = precisionKeyOf(precision);
  return `?${APP_PARAMETER}=1${key === undefined ? '' : `&${PRECISION_PARAMETER}=${key}`}`;
}

/** A pair manifest's address (its path, lib/pwa/pair-manifest.ts) for a precision: the bare path for the default. */
export function manifestHref(path: string, precision: string | undefined): string {
  const key = precisionKeyOf(precision);
  return key === undefined ? path : `${path}?${PRECISION_PARAMETER}=${key}`;
}

/** What the installed app's start URL asks of the card, or null when the page was not opened as the app. */
export interface AppLaunch {
  readonly format?: ResultFormat;
}

export function readAppLaunch(search: string): AppLaunch | null {
  const params = new URLSearchParams(search);
  if (params.get(APP_PARAMETER) !== '1') return null;
  const key = precisionKeyOf(params.get(PRECISION_PARAMETER));
  return key === undefined ? {} : { format: formatOfKey(key) };
}
