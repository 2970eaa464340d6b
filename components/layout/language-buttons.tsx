'use client';

import { languageNames } from '@/i18n/languages';
import { locales, type Locale } from '@/i18n/locales';
import { cn } from '@/lib/utils/cn';
import { useSwitchLocale } from './use-switch-locale';

/** The footer's row of language buttons; the current one (`current`, from the server) is marked as pressed. */
export function LanguageButtons({ current }: { current: Locale }) {
  const { switchLocale } = useSwitchLocale();
  return (
    <ul className="flex flex-wrap gap-2">
      {locales.map((code) => (
        <li key={code}>
          <button
            type="button"
            lang={code}
            aria-pressed={code === current}
            onClick={() => switchLocale(code)}
            className={cn(
              'rounded-md border px-3 py-1 text-sm',
              code === current ? 'border-white bg-white text-slate-900' : 'border-slate-500 text-slate-100 hover:bg-slate-700',
            )}
          >
            {languageNames[code]}
          </button>
        </li>
      ))}
    </ul>
  );
}
