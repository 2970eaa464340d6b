'use client';

import { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines; serialised so no text inside can close the script tag. A
 * client component, so the page's RSC payload carries `data` as JSON once, not as a second,
 * escaped copy of the script's text, and data shared with another client component (the FAQ's
 * items: components/content/faq-json-ld.tsx) is sent once for both.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
