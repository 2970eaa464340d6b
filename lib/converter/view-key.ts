import type { Locale } from '@/i18n/locales';
import type { ResultFormat } from '@/lib/format/answer';
import { formatKey } from './format-preference';

/** What a converter's answer depends on, apart from currency rates (a view with rates has no key). */
export interface ViewKeyRequest {
  readonly category: string;
  readonly from: string | undefined;
  readonly to: string | undefined;
  readonly input: string;
  readonly locale: Locale;
  readonly format?: ResultFormat;
}

/**
 * One text for one converter request, so the browser can tell whether the answer the server wrote
 * (./initial-view.ts) is the answer to what the card shows now, without the conversion engine.
 */
export function viewKey({ category, from, to, input, locale, format }: ViewKeyRequest): string {
  return JSON.stringify([category, from ?? null, to ?? null, locale, formatKey(format ?? { kind: 'decimal' }), input]);
}
