'use client';

import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';
import { ErrorView } from './error-view';
import { useErrorTexts } from './use-error-texts';

/**
 * The error page in `locale`, with its words loaded from that language's message file (nothing
 * until they arrive). The error boundaries load this module only when an error is shown: every
 * page carries its boundaries, so they stay a few lines. `title` also sets the document's title
 * (the global boundary replaces the whole document).
 */
export function ErrorScreen({ locale, onRetry, title = false }: { locale: Locale; onRetry: () => void; title?: boolean }) {
  const texts = useErrorTexts(locale);
  if (texts === undefined) return null;
  return (
    <>
      {title ? <title>{texts.title}</title> : null}
      <ErrorView texts={texts} homeHref={localizedPath(locale, '/')} onRetry={onRetry} />
    </>
  );
}
