import { JsonLd } from '@/components/seo/json-ld';
import { faqPageJsonLd, type FaqItem } from '@/lib/seo/json-ld';

/**
 * The FAQPage structured data of an FAQ, rendered by FaqList (./faq-list.tsx) from the
 * same items, so the page's RSC payload carries the questions and answers once for both.
 */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  return <JsonLd data={faqPageJsonLd(items)} />;
}
