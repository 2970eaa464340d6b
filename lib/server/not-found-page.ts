/**
 * The localized 404 pages the build pre-rendered (app/[locale]/[...rest], /<locale>/not-found), read
 * once from Next's output. The front sends them for every HTML 404 instead of Next's own, which is
 * an empty shell until its scripts run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, type Locale } from '@/i18n/locales';
import { logger } from '@/lib/server/log';
import { NOT_FOUND_SEGMENT } from './not-found-path';

export type NotFoundPages = ReadonlyMap<Locale, Buffer>;

export function readNotFoundPages(distDir: string): NotFoundPages {
  const pages = new Map<Locale, Buffer>();
  for (const locale of locales) {
    const file = join(distDir, 'server', 'app', locale, `${NOT_FOUND_SEGMENT}.html`);
    try {
      pages.set(locale, readFileSync(file));
    } catch {
      logger.warn({ event: 'not_found_page_missing', file }, 'A pre-rendered 404 page is missing: Next’s own 404 is sent');
    }
  }
  return pages;
}
