import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApiBatchAndMcp } from '@/components/api/api-batch-mcp';
import { ClientIsland } from '@/components/i18n/client-island';
import { ApiErrorsTable } from '@/components/api/api-errors-table';
import { ApiExamples } from '@/components/api/api-examples';
import { ApiQuerySection } from '@/components/api/api-query-section';
import { ApiReference, type DocCategory } from '@/components/api/api-reference';
import { ApiSandbox } from '@/components/api/api-sandbox';
import { ApiStatusBanner } from '@/components/api/api-status-banner';
import { DocSection } from '@/components/api/doc-section';
import { PageShell } from '@/components/layout/page-shell';
import { PageToaster } from '@/components/ui/page-toaster';
import { buildMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';
import { readApiConfig } from '@/lib/api/config';
import { EXAMPLE_PARAMS } from '@/lib/api/docs';
import { OPENAPI_PATH } from '@/lib/api/url';
import { SITE_NAME, siteUrl } from '@/lib/seo/site';
import { catalogueFigures, categories } from '@/lib/units';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'ApiPage' });
  return buildMetadata({
    locale,
    path: '/api',
    title: `${t('metaTitle')} | ${SITE_NAME}`,
    description: t('metaDescription', catalogueFigures),
  });
}

const sections = [
  ['base-url', 'baseUrlTitle'],
  ['authentication', 'authTitle'],
  ['rate-limits', 'limitsTitle'],
  ['parameters', 'parametersTitle'],
  ['categories', 'categoriesTitle'],
  ['example', 'exampleTitle'],
  ['code', 'codeTitle'],
  ['query', 'queryTitle'],
  ['sandbox', 'sandboxTitle'],
  ['batch', 'batchTitle'],
  ['mcp', 'mcpTitle'],
  ['errors', 'errorsTitle'],
] as const;

/** /api: the API's documentation from base URL to error codes, with the live sandbox (pre-rendered per locale). */
export default async function ApiPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'ApiPage' });
  const names = await getTranslations({ locale, namespace: 'CategoryNames' });
  const origin = siteUrl();
  // Read at build time, like SITE_URL: the limits the documentation states.
  const { limits } = readApiConfig(process.env);
  const docCategories: DocCategory[] = categories.map((category) => ({
    id: category.id,
    name: names(category.id),
    units: category.units.map((unit) => unit.id),
  }));

  return (
    <PageShell toaster={<PageToaster />}>
      <article className="py-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('intro')}</p>
        <ClientIsland islands={['ApiStatusBanner']}>
          <ApiStatusBanner />
        </ClientIsland>
        <nav aria-labelledby="api-toc" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="api-toc" className="text-sm font-semibold text-slate-900">
            {t('toc')}
          </h2>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            {sections.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className="text-brand-700 underline-offset-2 hover:underline">
                  {t(title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <ApiReference origin={origin} limits={limits} categories={docCategories} />
        <ApiExamples origin={origin} />
        <ApiQuerySection origin={origin} />

        <DocSection id="sandbox" title={t('sandboxTitle')}>
          <p>{t('sandboxText')}</p>
          <ClientIsland islands={['ApiSandbox']}>
            <ApiSandbox categories={docCategories} initial={EXAMPLE_PARAMS} />
          </ClientIsland>
        </DocSection>

        <ApiBatchAndMcp origin={origin} />

        <ApiErrorsTable />

        <p className="mt-10 text-slate-700">
          {t.rich('openapi', {
            link: (chunks) => (
              <a href={OPENAPI_PATH} className="font-medium text-brand-700 underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      </article>
    </PageShell>
  );
}
