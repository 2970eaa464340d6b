/**
 * Writes components/quick/answer-messages/<locale>.json: the messages the quick-convert box's answer
 * reads (QuickAnswer, and UnitNames, which name both units when they measure different things),
 * copied from messages/<locale>.json, which stays the only place to edit them.
 *
 * The answer's view (components/quick/quick-answer.tsx) loads when the box is first used, and its
 * language's file with it; the page that carries the box sends the browser only what the empty box
 * shows (QuickConvert). Before, every category and pair page carried every unit name of every
 * category for the one error message that uses them: about 1.2 KB of a pair page's gzipped HTML. As
 * a script chunk the file is in the service worker's precache, so the answer reads the same offline.
 * The view fills the messages' {placeholders} itself rather than through next-intl (whose translator
 * in a lazy chunk made Turbopack split the shared formatting code out of every page's bundle, 80
 * bytes gzip), so these messages keep to plain placeholders: no plural, select or number formats.
 *
 *   npx tsx scripts/quick-answer-messages.ts
 *
 * tests/unit/i18n/quick-answer-messages.test.ts fails when a file differs from what this writes, or a
 * message uses more than plain placeholders: after editing those namespaces in messages/, run it.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { locales, type Locale } from '@/i18n/locales';

const root = fileURLToPath(new URL('..', import.meta.url));
export const QUICK_ANSWER_DIR = join(root, 'components/quick/answer-messages');

/** The namespaces the answer's view reads. */
export const QUICK_ANSWER_NAMESPACES = ['QuickAnswer', 'UnitNames'] as const;

/** The file's text for one language. */
export function quickAnswerMessages(locale: Locale): string {
  const all = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const picked = Object.fromEntries(QUICK_ANSWER_NAMESPACES.map((namespace) => [namespace, all[namespace]]));
  return `${JSON.stringify(picked, null, 2)}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(QUICK_ANSWER_DIR, { recursive: true });
  for (const locale of locales) writeFileSync(join(QUICK_ANSWER_DIR, `${locale}.json`), quickAnswerMessages(locale));
  console.log(`components/quick/answer-messages: ${locales.length} languages`);
}
