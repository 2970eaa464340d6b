import type { Locale } from '@/i18n/locales';

/**
 * Messages that a lazily loaded client view brings with it (a file per language, written by
 * scripts/lazy-messages.ts), so the page that may show the view does not carry them. `files` maps
 * each language to its import; the loader fetches a language's file once, and resolves to null when
 * it could not be fetched (the view then does without, rather than failing the page, and the next
 * call fetches it again). The page's
 * own language starts loading with the view's module, which loads when the view is first wanted.
 */
export function lazyMessages<M>(files: Readonly<Record<Locale, () => Promise<{ default: M }>>>): (locale: Locale) => Promise<M | null> {
  const loading = new Map<Locale, Promise<M | null>>();
  function load(locale: Locale): Promise<M | null> {
    let messages = loading.get(locale);
    if (messages === undefined) {
      messages = files[locale]().then(
        (module) => module.default,
        () => {
          // Not kept: the next call tries again (a dropped connection, a deployment's new chunk).
          loading.delete(locale);
          return null;
        },
      );
      loading.set(locale, messages);
    }
    return messages;
  }
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (Object.hasOwn(files, page)) void load(page as Locale);
  return load;
}
