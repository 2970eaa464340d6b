import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientIsland } from '@/components/i18n/client-island';
import { PageShell } from '@/components/layout/page-shell';
import { PageToaster } from '@/components/ui/page-toaster';
import { FeatureList } from '@/components/widget/feature-list';
import { WidgetConfigurator } from '@/components/widget/widget-configurator';
import { buildMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { SITE_NAME, siteUrl } from '@/lib/seo/site';
import { choiceOf, DEFAULT_WIDGET_CONFIG } from '@/lib/widget/defaults';
import { widgetView } from '@/lib/widget/view';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Widget' });
  return buildMetadata({ locale, path: '/widget', title: `${t('metaTitle')} | ${SITE_NAME}`, description: t('metaDescription') });
}

export default async function WidgetPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Widget' });
  return (
    <PageShell toaster={<PageToaster />}>
      <div className="py-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 mb-8 max-w-2xl text-lg text-slate-700">{t('intro')}</p>
        {/* Snippets point at SITE_URL, read when the page is pre-rendered. The other categories' unit names come on demand. */}
        <ClientIsland islands={['WidgetConfigurator']} unitNamesOf={DEFAULT_WIDGET_CONFIG.category}>
          <WidgetConfigurator
            origin={siteUrl()}
            initial={widgetView({
              choice: choiceOf(DEFAULT_WIDGET_CONFIG),
              lang: locale,
              define: [],
              origin: siteUrl(),
              title: (await getTranslations({ locale, namespace: 'WidgetEmbed' }))('frameTitle'),
            })}
          />
        </ClientIsland>
        <FeatureList />
      </div>
    </PageShell>
  );
}
