import { describe, expect, it } from 'vitest';
import { API_ERROR_CATALOGUE, apiCatalogueCodes, isApiCatalogueCode } from '@/lib/api';
import { echo, ECHO_LIMIT } from '@/lib/api/catalogue';
import { fillTemplate } from '@/lib/format/template';
import { API_ERROR_CODES } from '@/lib/units';

describe('the API error catalogue', () => {
  it('has the documented codes and statuses', () => {
    expect(API_ERROR_CATALOGUE.API_DISABLED.status).toBe(503);
    expect(API_ERROR_CATALOGUE.MISSING_PARAMETERS.status).toBe(400);
    expect(API_ERROR_CATALOGUE.INVALID_VALUE.status).toBe(400);
    expect(API_ERROR_CATALOGUE.INVALID_CATEGORY.status).toBe(400);
    expect(API_ERROR_CATALOGUE.INVALID_UNIT.status).toBe(400);
    expect(API_ERROR_CATALOGUE.CONVERSION_ERROR.status).toBe(500);
  });

  it('has the batch errors: 400 INVALID_REQUEST and TOO_MANY_ITEMS, 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE', () => {
    expect(API_ERROR_CATALOGUE.INVALID_REQUEST.status).toBe(400);
    expect(API_ERROR_CATALOGUE.TOO_MANY_ITEMS.status).toBe(400);
    expect(API_ERROR_CATALOGUE.PAYLOAD_TOO_LARGE.status).toBe(413);
    expect(API_ERROR_CATALOGUE.UNSUPPORTED_MEDIA_TYPE.status).toBe(415);
  });

  it('adds 429 RATE_LIMITED and 405 METHOD_NOT_ALLOWED', () => {
    expect(API_ERROR_CATALOGUE.RATE_LIMITED.status).toBe(429);
    expect(API_ERROR_CATALOGUE.METHOD_NOT_ALLOWED.status).toBe(405);
    expect(apiCatalogueCodes).toHaveLength(17);
  });

  it('adds 400 INVALID_DEFINITION for units defined with define', () => {
    expect(API_ERROR_CATALOGUE.INVALID_DEFINITION.status).toBe(400);
  });

  it('adds 400 UNPARSEABLE_QUERY and INCOMPATIBLE_UNITS for typed queries and 400 INVALID_FORMAT', () => {
    expect(API_ERROR_CATALOGUE.UNPARSEABLE_QUERY.status).toBe(400);
    expect(API_ERROR_CATALOGUE.INCOMPATIBLE_UNITS.status).toBe(400);
    expect(API_ERROR_CATALOGUE.INVALID_FORMAT.status).toBe(400);
  });

  it('holds every code the engine maps its errors to', () => {
    for (const code of Object.values(API_ERROR_CODES)) expect(isApiCatalogueCode(code)).toBe(true);
  });

  it('recognises only its own codes', () => {
    expect(isApiCatalogueCode('NETWORK_ERROR')).toBe(false);
    expect(isApiCatalogueCode('toString')).toBe(false);
    expect(isApiCatalogueCode(400)).toBe(false);
  });
});

describe('messages', () => {
  it('fill named placeholders and leave unknown ones as they are', () => {
    expect(fillTemplate('Missing {names} ({other})', { names: 'value' })).toBe('Missing value ({other})');
  });

  it('quote caller input and cut it after ECHO_LIMIT characters', () => {
    expect(echo('abc')).toBe('"abc"');
    expect(echo('x'.repeat(10_000))).toBe(`"${'x'.repeat(ECHO_LIMIT)}…"`);
    // Characters, not UTF-16 halves: an emoji is never split in two.
    expect(echo('😀'.repeat(ECHO_LIMIT + 1))).toBe(`"${'😀'.repeat(ECHO_LIMIT)}…"`);
  });
});
