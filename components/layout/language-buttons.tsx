'use client';

import { languageNames } from '@/i18n/languages';
import { locales, type Locale } from '@/i18n/locales';
import { useSwitchLocale } from './use-switch-locale';

/**
 * The footer's row of language buttons; the current one (`current`, from the server) is marked as
 * pressed, which is also what styles it (app/globals.css, .language-button).
 */
export function LanguageButtons({ current }: { current: Locale }) {
  const { switchLocale } = useSwitchLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {locales.map((code) => (
        <li key={code}>
          <button type="button" lang={code} aria-pressed={code === current} onClick={() => switchLocale(code)} className="language-button">
            {languageNames[code]}
          </button>
        </li>
      ))}
    </ul>
  );
}
