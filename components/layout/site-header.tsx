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
    <header className="site-header">
      <div className="site-header-bar">
        <Link href="/" aria-label={t('home')} className="site-logo">
          <LogoMark />
          {site('name')}
        </Link>
        <SiteNav menuLabel={t('menu')} navLabel={t('primaryNav')}>
          <ul className="header-list">
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
            <li className="header-item">
              <LanguageSelect label={t('language')} locale={locale} />
            </li>
            <li className="header-item">
              <ThemeSelect label={theme('label')} names={{ light: theme('light'), dark: theme('dark'), system: theme('system') }} />
            </li>
          </ul>
        </SiteNav>
      </div>
    </header>
  );
}
