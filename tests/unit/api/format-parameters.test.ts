import { describe, expect, it } from 'vitest';
import { convertSuccessSchema } from '@/lib/api';
import { FORMAT_VALUES } from '@/lib/api/schemas';
import { getConvert, testHandler } from './support';

const convert = getConvert;

describe('GET /api/convert with format parameters', () => {
  const handler = testHandler();

  it('reads fractions, mixed numbers and feet and inches as values', async () => {
    const half = await convert(handler, { category: 'length', from: 'in', to: 'cm', value: '1 1/2' });
    expect(half.json).toMatchObject({ ok: true, value: 1.5, result: 3.81, formatted: '3.81', exact: true });
    const height = await convert(handler, { category: 'length', from: 'ft_in', to: 'cm', value: `5'3"` });
    expect(height.json).toMatchObject({ ok: true, value: 5.25, result: 160.02, exact: true });
  });

  it('answers a compound target in parts, with result in the larger unit', async () => {
    const response = await convert(handler, { category: 'length', from: 'cm', to: 'ft_in', value: '170' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ formatted: '5 ft 6.93 in', exact: false, format: 'decimal', precision: 2 });
    const body = convertSuccessSchema.parse(response.json);
    expect(body.result).toBeCloseTo(5.577427821522309, 12);
    expect(body.parts?.[0]).toEqual({ unit: 'ft', value: 5 });
    expect(body.parts?.[1]?.unit).toBe('in');
    expect(body.parts?.[1]?.value).toBeCloseTo(6.929133858, 8);
  });

  it('writes fractions, a chosen precision, and significant figures that win', async () => {
    const fraction = await convert(handler, { category: 'length', from: 'mm', to: 'in', value: '300', format: 'fraction' });
    expect(fraction.json).toMatchObject({ formatted: '11 13/16', exact: false, format: 'fraction', denominator: 16 });
    const eighths = await convert(handler, {
      category: 'length',
      from: 'cm',
      to: 'ft_in',
      value: '170',
      format: 'fraction',
      denominator: '8',
    });
    expect(eighths.json).toMatchObject({ formatted: '5 ft 6 7/8 in', denominator: 8 });
    const decimals = await convert(handler, { category: 'length', from: 'cm', to: 'in', value: '30', precision: '2' });
    expect(decimals.json).toMatchObject({ formatted: '11.81', precision: 2 });
    const sig = await convert(handler, { category: 'length', from: 'cm', to: 'in', value: '30', precision: '2', sig: '3' });
    expect(sig.json).toMatchObject({ formatted: '11.8', sig: 3 });
    expect(sig.json).not.toHaveProperty('precision');
    const exact = await convert(handler, { category: 'length', from: 'in', to: 'cm', value: '1', precision: '15' });
    expect(exact.json).toMatchObject({ formatted: '2.54', exact: true });
  });

  it.each([
    ['format', 'percent'],
    ['precision', '16'],
    ['precision', '-1'],
    ['precision', '2.5'],
    ['sig', '0'],
    ['sig', '18'],
    ['denominator', '3'],
    ['denominator', '128'],
  ] as const)('400 INVALID_FORMAT for %s=%s, naming the parameter and its allowed values', async (name, value) => {
    const response = await convert(handler, { category: 'length', from: 'cm', to: 'in', value: '1', [name]: value });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      ok: false,
      error: 'INVALID_FORMAT',
      message: `Parameter ${name} must be one of: ${FORMAT_VALUES[name].join(', ')}`,
      validOptions: [...FORMAT_VALUES[name]],
    });
  });

  it('checks format parameters with the query, before converting anything', async () => {
    const response = await convert(handler, { category: 'length', from: 'cm', to: 'in', value: 'abc', format: 'x' });
    expect(response.json).toMatchObject({ error: 'INVALID_FORMAT' });
  });
});
