import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ERROR_CATALOGUE,
  apiCatalogueCodes,
  BATCH_BODY_CODES,
  buildOpenApiDocument,
  CONVERT_PARAMETERS,
  DEFINE_PARAMETER,
  defineParameterSchema,
  QUICK_PARAMETERS,
  quickQuerySchema,
  FORMAT_PARAMETERS,
  convertQuerySchema,
  convertSuccessSchema,
  DEFAULT_API_LIMITS,
  exampleResponse,
} from '@/lib/api';
import { categoryIds } from '@/lib/units';

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = buildOpenApiDocument({ origin: 'https://unitly.example', limits: DEFAULT_API_LIMITS }) as Doc;
const convert = doc.paths['/api/convert'].get;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with JSON Schema 2020-12, served from the site origin', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.servers).toEqual([{ url: 'https://unitly.example' }]);
    expect(doc.externalDocs.url).toBe('https://unitly.example/api');
  });

  it('documents the structured, format, define and typed-query parameters from the handler’s own schemas', () => {
    expect(convert.parameters.map((p: Doc) => p.name)).toEqual([
      ...CONVERT_PARAMETERS,
      ...FORMAT_PARAMETERS,
      DEFINE_PARAMETER,
      ...QUICK_PARAMETERS,
    ]);
    for (const parameter of convert.parameters.filter((p: Doc) => p.name !== DEFINE_PARAMETER)) {
      // One GET takes either form, so no parameter is required on its own.
      expect(parameter).toMatchObject({ in: 'query', required: false });
      const structured = (CONVERT_PARAMETERS as readonly string[]).includes(parameter.name);
      const typed = (QUICK_PARAMETERS as readonly string[]).includes(parameter.name);
      const shape = typed ? quickQuerySchema.shape[parameter.name as 'q'] : convertQuerySchema.shape[parameter.name as 'value'];
      const schema = z.toJSONSchema(shape, { io: 'input' }) as Doc;
      expect(parameter.description).toBe(structured ? `Required unless q is given. ${schema.description}` : schema.description);
      expect(parameter.example).toBe(schema.example);
      for (const key of ['$schema', 'description', 'example']) delete schema[key];
      expect(parameter.schema).toEqual(schema);
    }
    expect(convert.parameters[0].schema.enum).toEqual(categoryIds);
  });

  it('documents define as a repeatable list of texts, with its rules and its error', () => {
    const define = convert.parameters.find((p: Doc) => p.name === DEFINE_PARAMETER);
    const { description, example, ...schema } = z.toJSONSchema(defineParameterSchema, { io: 'input' }) as Doc;
    expect(define).toMatchObject({ in: 'query', required: false, style: 'form', explode: true, description, example });
    delete schema.$schema;
    expect(define.schema).toEqual(schema);
    expect(define.schema).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(define.description).toMatch(/name:amount:unit.*At most 5.*INVALID_DEFINITION/);
    expect(convert.responses['400'].description).toContain('INVALID_DEFINITION');
    expect(doc.components.schemas.ConvertSuccess.properties.defined.items.required).toEqual(['id', 'name', 'symbol', 'amount', 'unit']);
    expect(doc.components.schemas.BatchRequest.properties.items.items.properties.define).toBeDefined();
  });

  it('documents one response per status GET answers with, listing its codes (the batch body codes under POST)', () => {
    const getCodes = apiCatalogueCodes.filter((code) => !(BATCH_BODY_CODES as readonly string[]).includes(code));
    const statuses = new Set(getCodes.map((code) => String(API_ERROR_CATALOGUE[code].status)));
    expect(Object.keys(convert.responses).sort()).toEqual(['200', ...statuses].sort());
    for (const code of getCodes) {
      const response = convert.responses[String(API_ERROR_CATALOGUE[code].status)];
      expect(response.content['application/json'].schema.properties.error.enum).toContain(code);
    }
    const batch = doc.paths['/api/convert'].post;
    for (const code of BATCH_BODY_CODES) {
      expect(batch.responses[String(API_ERROR_CATALOGUE[code].status)].content['application/json'].schema.properties.error.enum).toContain(
        code,
      );
    }
    expect(batch.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/BatchSuccess' });
    expect(convert.responses['429'].headers['Retry-After']).toBeDefined();
    expect(convert.responses['405'].headers.Allow).toBeDefined();
  });

  it('gives the success schema of the handler and a real example answer', () => {
    const properties = doc.components.schemas.ConvertSuccess.properties;
    expect(properties.exact.type).toBe('boolean');
    expect(properties.parts.type).toBe('array');
    expect(properties.format.enum).toEqual(['decimal', 'fraction']);
    const example = convert.responses['200'].content['application/json'].example;
    expect(example).toEqual(exampleResponse());
    expect(convertSuccessSchema.safeParse(example).success).toBe(true);
    expect(example).toMatchObject({ category: 'length', from: 'cm', to: 'in', value: 100, result: 39.37007874015748 });
  });

  it('documents the optional X-API-Key and the configured budgets', () => {
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(doc.security).toEqual([{}, { ApiKey: [] }]);
    const custom = buildOpenApiDocument({ origin: 'x', limits: { anonymous: 7, keyed: 70, windowSeconds: 9 } }) as Doc;
    expect(custom.info.description).toContain('7 requests per 9 seconds');
    expect(custom.info.description).toContain('get 70 per key');
  });

  it('documents /api/status', () => {
    const status = doc.paths['/api/status'].get;
    expect(status.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiStatus' });
    expect(doc.components.schemas.ApiStatus.properties.enabled.type).toBe('boolean');
  });

  it('is plain JSON (no undefined, functions or cycles)', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});
