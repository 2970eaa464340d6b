import { useTranslations } from 'next-intl';
import { ThemeSelect } from '@/components/theme/theme-select';
import { Link, usePageLocale } from '@/i18n/navigation';
import { LanguageSelect } from './language-select';
import { LogoMark } from './logo-mark';
import { SiteNav } from './site-nav';

/**
 * The site's header. Everything is rendered here, on the server: the client parts (menu toggle,
 * language and theme selects) get their words as props, so no page sends messages for the header.
 */
export function SiteHeader() {
  const t = useTranslations('Header');
  const site = useTranslations('Site');
  const theme = useTranslations('Theme');
  const locale = usePageLocale();
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link href="/" aria-label={t('home')} className="flex items-center gap-2 text-xl font-bold text-brand-700">
          <LogoMark />
          {site('name')}
        </Link>
        <SiteNav menuLabel={t('menu')} navLabel={t('primaryNav')}>
          <ul className="flex flex-col gap-1 md:flex-row md:items-center md:gap-2">
            <li>
              <Link href="/" className="header-link">
                {t('categories')}
              </Link>
            </li>
            <li>
              <Link href="/tools" className="header-link">
                {t('tools')}
              </Link>
            </li>
            <li className="px-3 py-2 md:py-0">
              <LanguageSelect label={t('language')} locale={locale} />
            </li>
            <li className="px-3 py-2 md:py-0">
              <ThemeSelect
                label={theme('label')}
                names={{ light: theme('light'), dark: theme('dark'), system: theme('system') }}
              />
            </li>
          </ul>
        </SiteNav>
      </div>
    </header>
  );
}
