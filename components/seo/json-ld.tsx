import { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data for search engines; serialised so no text inside can close the script tag. Not a
 * client component of its own: a server component's small data (a breadcrumb trail) is rendered on
 * the server, and data a client component already holds (the FAQ's items:
 * components/content/faq-json-ld.tsx) is rendered from it, so the RSC payload carries it once.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
