'use client';

import { useEffect, useState } from 'react';
import { localeOfPath } from '@/i18n/locale-path';
import { PAGE_CACHE_PREFIX } from '@/lib/site/offline';
import type { Locale } from '@/i18n/locales';

interface SavedPage {
  readonly href: string;
  readonly title: string;
}

/** The most pages the list shows. */
const MAX_LISTED = 60;

async function readSavedPages(locale: Locale): Promise<SavedPage[]> {
  if (!('caches' in window)) return [];
  const names = (await caches.keys()).filter((name) => name.startsWith(PAGE_CACHE_PREFIX));
  const pages = new Map<string, SavedPage>();
  for (const name of names) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || localeOfPath(url.pathname) !== locale) continue;
      if (url.pathname.endsWith('/offline')) continue;
      const response = await cache.match(request);
      const html = response ? await response.text() : '';
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      pages.set(url.pathname, { href: url.pathname, title: title ? decodeEntities(title) : url.pathname });
      if (pages.size >= MAX_LISTED) break;
    }
  }
  return [...pages.values()].sort((a, b) => a.title.localeCompare(b.title, locale));
}

function decodeEntities(text: string): string {
  const element = document.createElement('textarea');
  element.innerHTML = text;
  return element.value;
}

/**
 * The pages of this language that the browser keeps for offline use, by their titles, read from the
 * service worker's cache; a line saying there are none yet otherwise.
 */
export function SavedPages({ locale, title, empty }: { locale: Locale; title: string; empty: string }) {
  const [pages, setPages] = useState<SavedPage[] | null>(null);

  useEffect(() => {
    readSavedPages(locale).then(setPages, () => setPages([]));
  }, [locale]);

  if (pages === null) return null;
  return (
    <section aria-labelledby="saved-pages" className="mt-8">
      <h2 id="saved-pages" className="text-lg font-semibold">
        {title}
      </h2>
      {pages.length === 0 ? (
        <p className="mt-2 text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {pages.map((page) => (
            <li key={page.href}>
              <a href={page.href} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                {page.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
