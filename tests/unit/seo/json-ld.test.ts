import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, faqPageJsonLd, serializeJsonLd } from '@/lib/seo/json-ld';

describe('serializeJsonLd', () => {
  it('cannot be closed by a </script> inside any text', () => {
    const data = faqPageJsonLd([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'Yes & <!-- no -->' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/<|>/);
    expect(json.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('parses back to the same value for any text, with no "<", ">" or "&" left', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string(), (question, answer) => {
        const data = faqPageJsonLd([{ question, answer }]);
        const json = serializeJsonLd(data);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(data);
      }),
    );
  });
});

describe('faqPageJsonLd', () => {
  it('is a schema.org FAQPage with one Question and accepted Answer per item, in order', () => {
    expect(
      faqPageJsonLd([
        { question: 'Q1?', answer: 'A1.' },
        { question: 'Q2?', answer: 'A2.' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
        { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
      ],
    });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the trail from 1 and links each step', () => {
    const trail = breadcrumbJsonLd([
      { name: 'Home', url: 'https://unitly.example' },
      { name: 'Length', url: 'https://unitly.example/category/length' },
    ]);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://unitly.example' },
      { '@type': 'ListItem', position: 2, name: 'Length', item: 'https://unitly.example/category/length' },
    ]);
  });
});
