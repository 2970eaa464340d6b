import type { Metadata } from 'next';
import { LegalPage } from '@/components/legal/legal-page';
import { namespaceMetadata } from '@/i18n/metadata';
import { resolveLocale, type LocaleParams } from '@/i18n/params';

// Only the locales built here exist: anything else is a 404 without rendering.
export const dynamicParams = false;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return namespaceMetadata(await resolveLocale(params), '/privacy', 'Privacy');
}

const sections = ['collected', 'use', 'cookies', 'security', 'rights', 'changes'] as const;

export default async function PrivacyPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  return <LegalPage locale={locale} namespace="Privacy" sections={sections} withIntro />;
}
