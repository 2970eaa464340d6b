import type { Locale } from '@/i18n/locales';
import { readQuery } from '@/lib/quick';
import type { Expected, NaturalQuery } from './natural-queries';

export type Verdict = 'right' | 'unread' | 'misread';

/** Right: the expected units, amount and ingredient. Unread: no reading. Misread: any other reading. */
export function verdict(query: string, language: Locale, expected: Expected, read = readQuery): Verdict {
  const reading = read(query, language);
  if (!reading.ok) return expected === null ? 'right' : 'unread';
  if (expected === null) return 'misread';
  const [units, value, ingredient] = expected;
  const same =
    `${reading.category}/${reading.from} ${reading.to}` === units &&
    (typeof value === 'number' ? Math.abs(Number(reading.value) - value) < 1e-9 : reading.value === value) &&
    reading.ingredient?.text === ingredient;
  return same ? 'right' : 'misread';
}

/** The queries not read right, and the share that is. */
export function rateOf(rows: readonly NaturalQuery[], language: Locale, read = readQuery) {
  const wrong = rows.flatMap(([query, expected]) => {
    const result = verdict(query, language, expected, read);
    return result === 'right' ? [] : [{ query, result }];
  });
  return { right: rows.length - wrong.length, total: rows.length, share: (rows.length - wrong.length) / rows.length, wrong };
}
