import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { typeset } from '@/lib/format/typography';
import { categoryContent, type CategoryContent } from '@/lib/content';
import type { CategoryId } from '@/lib/units';
import type { FaqAccordionItem } from './faq-parts';

/**
 * A translator for CategoryContent whose keys are built from the content tables (example and FAQ
 * ids), which next-intl cannot type; tests/unit/content checks that every such key exists.
 */
type ContentTranslator = (key: string, values?: Record<string, string>) => string;

export async function categoryText(locale: Locale, category: CategoryId) {
  const translate = (await getTranslations({ locale, namespace: 'CategoryContent' })) as unknown as ContentTranslator;
  // The messages are typeset as they load; the numbers and names filled into them are typeset here.
  const t: ContentTranslator = (key, values) => typeset(translate(key, values), locale);
  const content: CategoryContent = categoryContent(category, locale)!;
  return {
    content,
    title: t(`${category}.title`),
    description: t(`${category}.description`, content.description),
    formulaTitle: t(`${category}.formulaTitle`),
    examples: content.examples.map((example) => ({
      id: example.id,
      formula: t(`${category}.examples.${example.id}.formula`, example.values),
      example: t(`${category}.examples.${example.id}.example`, example.values),
    })),
    faq: content.faq.map((item): FaqAccordionItem => ({
      id: item.id,
      question: t(`${category}.faq.${item.id}.question`, item.values),
      answer: t(`${category}.faq.${item.id}.answer`, item.values),
    })),
  };
}
