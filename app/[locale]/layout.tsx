import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { Consent } from '@/components/consent/consent';
import { HydrationMark } from '@/components/layout/hydration-mark';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ServiceWorkerRegistration } from '@/components/pwa/service-worker-registration';
import { ThemeScript } from '@/components/theme/theme-script';
import { consentScript } from '@/lib/site/consent-script';
import { localeStaticParams, resolveLocale, type LocaleParams } from '@/i18n/params';
import { siteUrl } from '@/lib/seo/site';

export const generateStaticParams = localeStaticParams;

const CONSENT_SCRIPT = consentScript();

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d5fd1' };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as 'en', namespace: 'Site' });
  return {
    metadataBase: new URL(siteUrl() + '/'),
    applicationName: t('name'),
    icons: { icon: '/icon.png', apple: '/icon.png' },
  };
}

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'Site' });
  return (
    // The theme's and the consent banner's head scripts run before the first paint: no flash of the
    // wrong theme, and no banner for a visitor who already answered.
    <html lang={locale} suppressHydrationWarning>
      <head>
        <ThemeScript />
        <script dangerouslySetInnerHTML={{ __html: CONSENT_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        {/* Fixed to the bottom of the screen, but first in the page's HTML: it paints with the first
            content rather than when the HTML's end arrives, and keyboard users reach it first. */}
        <Consent />
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {/* Header, footer and banner get their words as props from the server; the page's own
            client islands carry their messages (components/i18n/client-island.tsx). */}
        <Analytics />
        <ServiceWorkerRegistration />
        <HydrationMark />
      </body>
    </html>
  );
}
