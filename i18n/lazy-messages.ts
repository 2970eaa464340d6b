import type { Locale } from '@/i18n/locales';
import { loadOnce } from '@/lib/site/load-once';

/**
 * Messages that a lazily loaded client view brings with it (a file per language, written by
 * scripts/lazy-messages.ts), so the page that may show the view does not carry them. `files` maps
 * each language to its import; each language's file is fetched once (loadOnce: a failed fetch is
 * tried again on the next call), and the loader resolves to null when it could not be fetched (the
 * view then does without, rather than failing the page). The page's own language starts loading
 * with the view's module, which loads when the view is first wanted.
 */
export function lazyMessages<M>(files: Readonly<Record<Locale, () => Promise<{ default: M }>>>): (locale: Locale) => Promise<M | null> {
  const loaders = Object.fromEntries(Object.entries(files).map(([locale, file]) => [locale, loadOnce(file)])) as Record<
    Locale,
    () => Promise<{ default: M }>
  >;
  const load = (locale: Locale): Promise<M | null> =>
    loaders[locale]().then(
      (module) => module.default,
      () => null,
    );
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (Object.hasOwn(files, page)) void load(page as Locale);
  return load;
}
