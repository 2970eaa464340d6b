import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompactConverterCard } from '@/components/converter/compact-converter-card';
import { ThemeScript } from '@/components/theme/theme-script';
import { ClientIsland } from '@/components/i18n/client-island';
import { PoweredBy } from '@/components/widget/powered-by';
import { cardUnitsOf } from '@/lib/converter/card-units-of';
import { initialViewOf } from '@/lib/converter/initial-view';
import { sanitizeWidgetConfig, type WidgetConfig } from '@/lib/widget';
import { readDefines } from '@/lib/custom-units/read-defines';
import './embed.css';

/**
 * /widget/embed: the page other sites frame (next.config.ts lets any origin frame this route and
 * no other). Only the converter card and a "Powered by" link: no header, footer, ads, consent
 * banner or analytics loader. Every query parameter goes through sanitizeWidgetConfig, so only
 * known ids and clamped numbers ever reach the page; nothing else from the URL is rendered.
 */

type EmbedProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function configOf({ searchParams }: EmbedProps): Promise<WidgetConfig> {
  return sanitizeWidgetConfig(await searchParams);
}

export async function generateMetadata(props: EmbedProps): Promise<Metadata> {
  const { lang } = await configOf(props);
  const t = await getTranslations({ locale: lang, namespace: 'WidgetEmbed' });
  // A frame of someone else's page is not a page of ours to list in search results.
  return { title: t('frameTitle'), robots: { index: false, follow: true } };
}

export default async function WidgetEmbedPage(props: EmbedProps) {
  const config = await configOf(props);
  // Units of one's own the snippet defines (sanitizeWidgetConfig kept only valid ones): offered after the catalogue's.
  const read = readDefines(config.category, config.define);
  const defined = read.ok ? read.units : [];
  const units = cardUnitsOf(config.category, config.lang);
  const t = await getTranslations({ locale: config.lang, namespace: 'WidgetEmbed' });
  return (
    // A fixed theme is written by the server; `auto` is resolved from the device before paint.
    <html lang={config.lang} data-theme={config.theme === 'auto' ? undefined : config.theme} suppressHydrationWarning>
      <head>{config.theme === 'auto' ? <ThemeScript fixed="system" /> : null}</head>
      <body className="bg-white">
        <ClientIsland islands={['CompactConverterCard']} locale={config.lang} unitsOf={config.category}>
          <main aria-label={t('frameTitle')} className="unitly-embed flex min-h-screen flex-col gap-1 px-2 py-1">
            <h1 className="sr-only">{t('frameTitle')}</h1>
            <CompactConverterCard
              units={units && { ...units, units: [...units.units, ...defined.map(({ id, symbol, name }) => ({ id, symbol, name }))] }}
              defined={defined}
              from={config.from}
              to={config.to}
              initial={initialViewOf({ category: config.category, route: config, locale: config.lang, defined })}
            />
            <p className="mt-auto px-2 text-right">
              <PoweredBy locale={config.lang} />
            </p>
          </main>
        </ClientIsland>
      </body>
    </html>
  );
}
