'use client';

import { useLocale, useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/ui/select';
import { languageNames } from '@/i18n/languages';
import { isLocale, locales } from '@/i18n/locales';
import { useSwitchLocale } from './use-switch-locale';

/** The header's language dropdown: a native select, named "Language", listing each language in itself. */
export function LanguageSelect() {
  const t = useTranslations('Header');
  const locale = useLocale();
  const { switchLocale, isPending } = useSwitchLocale();
  return (
    <NativeSelect
      aria-label={t('language')}
      value={locale}
      disabled={isPending}
      onChange={(event) => {
        if (isLocale(event.target.value)) switchLocale(event.target.value);
      }}
      className="h-9 w-auto px-2 text-sm shadow-none"
    >
      {locales.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </NativeSelect>
  );
}
