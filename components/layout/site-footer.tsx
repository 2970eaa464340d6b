import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Link, usePageLocale } from '@/i18n/navigation';
import { footerCategories, footerPopularPairs, legalLinks, tools } from '@/lib/site/links';
import { LanguageButtons } from './language-buttons';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="footer-title">{title}</h2>
      <ul className="footer-links">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useTranslations('Footer');
  const toolNames = useTranslations('ToolNames');
  const locale = usePageLocale();
  const year = new Date().getFullYear();
  return (
    <footer className="palette-fixed site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title={t('popularTitle')}>
          {footerPopularPairs.map((pair) => (
            <li key={pair.key}>
              <Link href={pair.href}>{t(`popular.${pair.key}`)}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('categoriesTitle')}>
          {footerCategories.map((category) => (
            <li key={category}>
              <Link href={`/category/${category}`}>{t(`categories.${category}`)}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title={t('toolsTitle')}>
          {tools.map((tool) => (
            <li key={tool.key}>
              <Link href={tool.href}>{toolNames(tool.key)}</Link>
            </li>
          ))}
        </FooterColumn>
        <div>
          <h2 className="footer-title">{t('languagesTitle')}</h2>
          <LanguageButtons current={locale} />
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('copyright', { year })}</p>
          <nav aria-label={t('legalNav')}>
            <ul className="flex flex-wrap gap-4">
              {legalLinks.map((link) => (
                <li key={link.key}>
                  <Link href={link.href}>{t(link.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
