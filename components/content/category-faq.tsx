import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { CategoryId } from '@/lib/units';
import { categoryText } from './category-text';
import { FaqSection } from './faq-section';

/** A category's questions as an accordion with FAQPage structured data. */
export async function CategoryFaq({ locale, category }: { locale: Locale; category: CategoryId }) {
  const { faq } = await categoryText(locale, category);
  const t = await getTranslations({ locale, namespace: 'Faq' });
  return <FaqSection id={`faq-${category}`} title={t('title')} items={faq} />;
}
