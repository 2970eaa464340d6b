/**
 * Structured data (schema.org JSON-LD) for FAQ and breadcrumb rich results, and its safe
 * serialisation into a <script> element.
 */

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface Breadcrumb {
  readonly name: string;
  /** Absolute URL of the page. */
  readonly url: string;
}

export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } as const;
}

export function breadcrumbJsonLd(items: readonly Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  } as const;
}

// The HTML parser ends a <script> at "</script" whatever JSON says, and "<!--" changes how it
// reads the rest; JavaScript once ended lines at U+2028/U+2029. Escaped, they are the same JSON.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON for the inside of <script type="application/ld+json">: no text in it can close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (char) => ESCAPES[char]!);
}
