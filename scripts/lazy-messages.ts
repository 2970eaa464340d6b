/**
 * Writes the message files that lazily loaded client views bring with them: for each folder below,
 * <folder>/<locale>.json holds the listed namespaces, copied from messages/<locale>.json, which stays
 * the only place to edit them, and typeset for the language (lib/format/typography.ts).
 *
 * A client island's messages are in its page, in the RSC payload, whether or not anything shows them.
 * A view that loads only when used (the quick box's answer, the embed dialog) loads its language's
 * file with it instead, so the page carries only what shows at first: before, every category and pair
 * page carried every unit name of every category for the quick box's one error message that names
 * units (a large share of a pair page's HTML, docs/PERFORMANCE.md) and the whole embed dialog's text. The files are
 * script chunks, so the service worker precaches them like any other. The views fill the messages'
 * {placeholders} themselves (fillTemplate, lib/format/template.ts) rather than through next-intl, whose translator in a
 * lazy chunk made Turbopack split its shared formatting code out of every page's bundle (80 bytes
 * gzip): these messages keep to plain placeholders, no plural, select or number formats.
 *
 *   npx tsx scripts/lazy-messages.ts
 *
 * tests/unit/i18n/lazy-messages.test.ts fails when a file differs from what this writes, or a message
 * uses more than plain placeholders: after editing one of these namespaces in messages/, run it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { locales, type Locale } from '@/i18n/locales';
import { typesetMessages } from '@/lib/format/typography';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folder (from the repository's root) → the namespaces its view reads, or one key of a namespace ("RecipeConverter.units"). */
export const LAZY_MESSAGES = {
  /** The quick box's answer (components/quick/quick-answer.tsx). */
  'components/quick/answer-messages': ['QuickAnswer', 'UnitNames', 'RecipeConverter.units', 'Converter.betweenSizes'],
  /** The embed dialog (components/pairs/embed-dialog.tsx). */
  'components/pairs/embed-messages': ['EmbedCard'],
  /** The editor of the visitor's own units and the note on a link that defines some (components/custom-units/). */
  'components/custom-units/messages': ['CustomUnits'],
  /** The "Add to home screen" dialog (components/pwa/install-dialog.tsx). */
  'components/pwa/install-messages': ['InstallPair'],
  /** Every category's unit names, for a card whose category changes in the browser (components/converter/all-unit-names.ts). */
  'components/converter/unit-names-messages': ['UnitNames'],
} as const satisfies Record<string, readonly string[]>;

export type LazyMessagesFolder = keyof typeof LAZY_MESSAGES;

export const lazyMessagesFile = (folder: LazyMessagesFolder, locale: Locale) => join(root, folder, `${locale}.json`);

/** A file's text: the folder's namespaces in one language. */
export function lazyMessages(folder: LazyMessagesFolder, locale: Locale): string {
  const all = JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const path of LAZY_MESSAGES[folder]) {
    const [namespace = '', key] = path.split('.');
    picked[namespace] = key === undefined ? all[namespace] : { ...(picked[namespace] as object), [key]: messageAt(all, path) };
  }
  // Typeset as the pages' messages are (i18n/request.ts): the views fill them without next-intl.
  return `${JSON.stringify(typesetMessages(picked, locale), null, 2)}\n`;
}

/** The messages at a path of the file ("RecipeConverter.units": one key of a namespace). */
export function messageAt(all: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], all);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const folder of Object.keys(LAZY_MESSAGES) as LazyMessagesFolder[]) {
    mkdirSync(join(root, folder), { recursive: true });
    for (const locale of locales) writeFileSync(lazyMessagesFile(folder, locale), lazyMessages(folder, locale));
    console.log(`${folder}: ${LAZY_MESSAGES[folder].join(', ')} in ${locales.length} languages`);
  }
}
