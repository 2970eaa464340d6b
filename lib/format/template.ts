import type { Locale } from '@/i18n/locales';
import { typeset } from './typography';

/**
 * A message with its `{name}` placeholders filled from `values`; a placeholder without a value
 * stays as written, so a missing value shows in the text instead of "undefined". Given the
 * `locale`, the filled text is typeset for it (./typography.ts: French spaces, a number and its
 * unit kept together), as next-intl's messages are.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>, locale?: Locale): string {
  const filled = template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
  return locale === undefined ? filled : typeset(filled, locale);
}
