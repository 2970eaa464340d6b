'use client';

import { languageNames } from '@/i18n/languages';
import { isLocale, locales, type Locale } from '@/i18n/locales';
import { useSwitchLocale } from './use-switch-locale';

/**
 * The header's language dropdown: a native select, named "Language", listing each language in
 * itself. Its name comes from the server (no messages are sent to the browser for the header).
 */
export function LanguageSelect({ label, locale }: { label: string; locale: Locale }) {
  const { switchLocale, isPending } = useSwitchLocale();
  return (
    <select
      aria-label={label}
      value={locale}
      disabled={isPending}
      onChange={(event) => {
        if (isLocale(event.target.value)) switchLocale(event.target.value);
      }}
      className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </select>
  );
}
