/** The OpenAPI document passes a real OpenAPI 3.1 validator and covers every public endpoint. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, DEFAULT_API_LIMITS } from '@/lib/api';

const doc = buildOpenApiDocument({ origin: 'https://unitly.example', limits: DEFAULT_API_LIMITS }) as Record<string, unknown>;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('a broken document fails the same validator', async () => {
    const broken = { ...structuredClone(doc), paths: { '/api/convert': { get: { responses: 'none' } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('covers convert (GET and POST), status, currency-rates, food-search and mcp', () => {
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths).sort()).toEqual(['/api/convert', '/api/currency-rates', '/api/food-search', '/api/mcp', '/api/status']);
    expect(Object.keys(paths['/api/convert']!).sort()).toEqual(['get', 'post']);
  });
});
