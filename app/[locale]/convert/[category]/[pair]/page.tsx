import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ClientIsland } from '@/components/i18n/client-island';
import { AdSlot } from '@/components/ads/ad-slot';
import { CategoryNav } from '@/components/category/category-nav';
import { FaqSection } from '@/components/content/faq-section';
import { CategoryConverter } from '@/components/converter/category-converter';
import { pagePanels } from '@/components/converter/page-panels';
import { QuickConvertBox } from '@/components/quick/quick-convert-box';
import { PageShell } from '@/components/layout/page-shell';
import { PageToaster } from '@/components/ui/page-toaster';
import { Breadcrumbs } from '@/components/pairs/breadcrumbs';
import { EmbedCard } from '@/components/pairs/embed-card';
import { pairText } from '@/components/pairs/pair-title';
import { PairGuideSection } from '@/components/pairs/pair-guide-section';
import { SameUnitLinks } from '@/components/pairs/same-unit-links';
import type { Locale } from '@/i18n/locales';
import { buildMetadata } from '@/i18n/metadata';
import { resolveLocale } from '@/i18n/params';
import { pairDescription, pairPath } from '@/lib/content';
import { DEFAULT_INPUT, startValueOf } from '@/lib/converter';
import { chartStartValue } from '@/lib/units/size-start';
import { converterView } from '@/lib/converter/result';
import { SITE_NAME, siteUrl } from '@/lib/seo/site';
import { getPair, pairs, unitSymbol, type Pair } from '@/lib/units';
import { pairEmbedSnippet } from '@/lib/widget';
import { pairManifestPath } from '@/lib/pwa/pair-manifest';
import { InstallPairButton } from '@/components/pwa/install-pair-button';

type PairParams = { params: Promise<{ locale: string; category: string; pair: string }> };

/**
 * The popular pairs are pre-rendered in every locale (the layout supplies the locales); every other
 * pair of the catalogue is rendered on its first request and then served from the cache (ISR). An
 * unknown pair is a 404.
 */
export const dynamicParams = true;

export function generateStaticParams() {
  return pairs.map((pair) => ({ category: pair.category, pair: pair.slug }));
}

/** The pair at this address; a missing category, unknown slug or slug of another category is a 404. */
async function resolvePair(params: PairParams['params']): Promise<Pair> {
  const { category, pair } = await params;
  const found = getPair(category, pair);
  if (found === undefined) notFound();
  return found;
}

export async function generateMetadata({ params }: PairParams): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const pair = await resolvePair(params);
  const text = await pairText(locale);
  return {
    ...buildMetadata({
      locale,
      path: pairPath(pair),
      title: `${text.title(pair)} | ${SITE_NAME}`,
      description: text.description(pair, pairDescription(pair, locale)),
    }),
    // The pair's own app in place of the site's: one manifest link per page, the one browsers install.
    manifest: pairManifestPath(locale, pair),
  };
}

/** "1 cm = 0.393701 in", as the converter card writes it; currencies wait for the day's rates, so none. */
function previewLine(pair: Pair, locale: Locale): string | null {
  if (pair.category === 'currency') return null;
  const view = converterView({
    category: pair.category,
    from: pair.from,
    to: pair.to,
    input: startValueOf(pair.id) ?? chartStartValue(pair.category, pair.from) ?? DEFAULT_INPUT,
    locale,
  });
  return view.state === 'result' ? view.line : null;
}

export default async function PairPage({ params }: PairParams) {
  const locale = await resolveLocale(params);
  const pair = await resolvePair(params);
  const text = await pairText(locale);
  const description = pairDescription(pair, locale);
  const categories = await getTranslations({ locale, namespace: 'CategoryNames' });
  const embed = await getTranslations({ locale, namespace: 'EmbedCard' });
  const faq = await getTranslations({ locale, namespace: 'Faq' });
  const install = await getTranslations({ locale, namespace: 'InstallPair' });
  const title = text.title(pair);
  const symbol = (unit: string) => unitSymbol(pair.category, unit, locale);
  return (
    <PageShell toaster={<PageToaster />} phoneTopAd={false}>
      <div className="grid gap-8 py-4 md:py-8 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-8 lg:col-start-2">
          {/* Phones read the heading, then the converter, then the description: the answer fits the first screen. */}
          <div className="flex flex-col gap-3 md:order-first">
            <Breadcrumbs
              locale={locale}
              trail={[
                { name: categories(pair.category), path: `/category/${pair.category}` },
                { name: title, path: pairPath(pair) },
              ]}
            />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
          </div>
          <ClientIsland islands={['CategoryConverter']} unitsOf={pair.category}>
            <CategoryConverter
              from={pair.from}
              to={pair.to}
              startValue={startValueOf(pair.id)}
              {...pagePanels(pair.category, pair, { locale, startValue: startValueOf(pair.id) })}
            >
              {/* Phones: the top ad comes after the converter card, so the answer is on the first screen. */}
              <AdSlot position="top" show="phones" />
            </CategoryConverter>
          </ClientIsland>
          {/* The quick-convert box tops the page on wider screens; on phones it follows the converter, so
              the default answer stays on the first screen. */}
          <ClientIsland islands={['QuickConvertBox']}>
            <QuickConvertBox className="rounded-xl border border-slate-200 bg-slate-50 p-4 md:order-[-10000]" />
          </ClientIsland>
          <p className="max-w-3xl text-lg text-slate-700 md:order-first md:-mt-5">{text.description(pair, description)}</p>
          <InstallPairButton
            label={install('button')}
            name={`${symbol(pair.from)} → ${symbol(pair.to)}`}
            manifest={pairManifestPath(locale, pair)}
            locale={locale}
          />
          <EmbedCard
            snippet={pairEmbedSnippet({ origin: siteUrl(), pair, locale, title: embed('frameTitle', { title }) })}
            preview={{ title, units: `${symbol(pair.from)} → ${symbol(pair.to)}`, line: previewLine(pair, locale) }}
            analyticsValue={pair.id}
          />
          <PairGuideSection
            locale={locale}
            category={pair.category}
            guide={text.guide(pair)}
            name={(unit) => text.name(pair.category, unit)}
            direction={text.direction(pair)}
          />
          <FaqSection
            id={`faq-${pair.category}`}
            title={faq('title')}
            items={text.faq(pair).map((item, index) => ({ id: `q${index + 1}`, ...item }))}
          />
          <SameUnitLinks locale={locale} pair={pair} title={text.title} names={text.names(pair)} />
        </div>
        <aside className="lg:col-start-1 lg:row-start-1">
          <div className="lg:sticky lg:top-4">
            <CategoryNav current={pair.category} />
          </div>
        </aside>
      </div>
    </PageShell>
  );
}
