import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@/i18n/locales';

/** The HTML files of every pair page the production build in `.next` pre-rendered, in every language. */
export function prerenderedPairPages(root: string = process.cwd()): string[] {
  return locales.flatMap((locale) => {
    const convert = join(root, '.next/server/app', locale, 'convert');
    if (!existsSync(convert)) return [];
    return readdirSync(convert).flatMap((category) =>
      readdirSync(join(convert, category))
        .filter((file) => file.endsWith('.html'))
        .map((file) => join(convert, category, file)),
    );
  });
}
