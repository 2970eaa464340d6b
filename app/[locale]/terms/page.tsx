import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/terms', 'Terms');
}

// Nine sections in all: these eight, then the contact section LegalPage closes with.
const sections = ['acceptance', 'use', 'ip', 'warranty', 'liability', 'links', 'modifications', 'law'] as const;

export default async function TermsPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <LegalPage locale={locale} namespace="Terms" sections={sections} withIntro={false} />;
}
