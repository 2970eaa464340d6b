import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/icons';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/locale-path';
import { SITE_NAME } from '@/lib/seo/site';

/**
 * The widget's attribution ("free with attribution link"): a small link to the site in the
 * widget's language. It opens a new tab, so the host page stays where it is; noopener keeps that
 * tab from reaching back into the frame.
 */
export async function PoweredBy({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'WidgetEmbed' });
  return (
    <a
      href={localizedPath(locale, '/')}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 text-xs text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {t('poweredBy', { site: SITE_NAME })}
      <ExternalLink aria-hidden="true" className="h-3 w-3" />
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}
