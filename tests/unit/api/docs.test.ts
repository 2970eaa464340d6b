import { describe, expect, it } from 'vitest';
import { convertUrl, curlExample, EXAMPLE_PARAMS, exampleResponse, javascriptExample } from '@/lib/api';

describe('the documentation snippets', () => {
  it('build request URLs with every parameter encoded', () => {
    expect(convertUrl('https://unitly.example', { category: 'length', from: 'cm', to: 'in', value: '1 000' })).toBe(
      'https://unitly.example/api/convert?category=length&from=cm&to=in&value=1+000',
    );
    expect(convertUrl('', EXAMPLE_PARAMS)).toBe('/api/convert?category=length&from=cm&to=in&value=100');
  });

  it('show the example with curl, with and without a key', () => {
    const curl = curlExample('https://unitly.example');
    expect(curl).toContain('curl "https://unitly.example/api/convert?category=length&from=cm&to=in&value=100"');
    expect(curl).toContain('-H "X-API-Key: YOUR_API_KEY"');
  });

  it('show the example with fetch in JavaScript', () => {
    const js = javascriptExample('https://unitly.example');
    expect(js).toContain("new URLSearchParams({ category: 'length', from: 'cm', to: 'in', value: '100' })");
    expect(js).toContain('fetch(`https://unitly.example/api/convert?${params}`)');
  });

  it('answer the example with the engine’s result', () => {
    expect(exampleResponse()).toEqual({
      ok: true,
      category: 'length',
      from: 'cm',
      to: 'in',
      value: 100,
      result: 39.37007874015748,
      formatted: '39.370079',
      exact: false,
      format: 'decimal',
      precision: 6,
    });
  });
});
