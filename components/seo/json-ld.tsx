import { serializeJsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines; serialised so no text inside can close the script tag. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
